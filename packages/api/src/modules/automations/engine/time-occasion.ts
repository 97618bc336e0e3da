// A time rule's occasion on one ticket: the key its run is recorded under (at most once per rule, ticket and key), why
// it runs (sent with webhook calls), and when it is due in the ticket's branch calendar.
export interface TimeOccasion {
  key: string;
  reason: 'escalation' | 'idle' | 'waiting';
  dueAt: Date;
}
