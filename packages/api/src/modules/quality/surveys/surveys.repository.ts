// Satisfaction surveys' rows (docs/product/service-quality.md#satisfaction-surveys).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SurveyAnswerInputParsed } from '@tms/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { satisfactionSurveys } from '../../../db/schema';

/** A survey whose mail is due: its ticket's number and subject, and the creator's address. */
export interface DueSurvey {
  id: number;
  workItemId: number;
  subject: string;
  email: string;
  displayName: string;
}

/** What a survey's link may show: the ticket's number and subject, and whether it was answered. */
export interface SurveyForLink {
  workItemId: number;
  subject: string;
  answered: boolean;
}

/** A ticket as the rating on its screen needs it. */
export interface RatedTicket {
  createdBy: number;
  statusId: number;
}

const answerColumns = (input: SurveyAnswerInputParsed, at: Date) => ({
  rating: input.rating,
  comment: input.comment,
  answeredDate: at,
});

export const surveysRepository = {
  /** Whether `userId` was planned a survey at or after `since`. */
  async plannedSince(db: Executor, userId: number, since: Date): Promise<boolean> {
    const rows = await db
      .select({ id: satisfactionSurveys.id })
      .from(satisfactionSurveys)
      .where(and(eq(satisfactionSurveys.userId, userId), gt(satisfactionSurveys.sendDate, since)))
      .limit(1);
    return rows.length > 0;
  },

  /** Plans the ticket's survey, unless it has one (a ticket finalised again keeps its first). */
  async plan(db: Executor, workItemId: number, userId: number, sendDate: Date): Promise<void> {
    await db.insert(satisfactionSurveys).values({ workItemId, userId, sendDate }).onConflictDoNothing();
  },

  /**
   * Surveys due at `now` (of one ticket, when given), still unanswered, of tickets still finalised, to active creators
   * who take mail: locked for the caller's transaction, skipping those another process is sending.
   */
  due(db: Executor, now: Date, limit: number, workItemId?: number): Promise<DueSurvey[]> {
    return queryRows<DueSurvey>(
      db,
      sql`
      SELECT s.id, s.work_item_id AS "workItemId", wi.subject, u.email, u.display_name AS "displayName"
        FROM satisfaction_surveys s
        JOIN work_items wi ON wi.id = s.work_item_id AND wi.status_id = 3
        JOIN users u ON u.id = s.user_id AND u.is_active AND u.email_notifications AND u.email <> ''
       WHERE s.sent_date IS NULL AND s.answered_date IS NULL AND s.send_date <= ${now}
         ${workItemId === undefined ? sql`` : sql`AND s.work_item_id = ${workItemId}`}
       ORDER BY s.send_date
       LIMIT ${limit}
         FOR UPDATE OF s SKIP LOCKED`,
    );
  },

  async markSent(db: Executor, id: number, at: Date): Promise<void> {
    await db.update(satisfactionSurveys).set({ sentDate: at }).where(eq(satisfactionSurveys.id, id));
  },

  async forLink(db: Executor, id: number): Promise<SurveyForLink | undefined> {
    const [row] = await queryRows<SurveyForLink>(
      db,
      sql`
      SELECT s.work_item_id AS "workItemId", wi.subject, s.answered_date IS NOT NULL AS answered
        FROM satisfaction_surveys s JOIN work_items wi ON wi.id = s.work_item_id
       WHERE s.id = ${id}`,
    );
    return row;
  },

  /** Records the answer of survey `id` unless it has one; whether it was recorded. */
  async answer(db: Executor, id: number, input: SurveyAnswerInputParsed, at: Date): Promise<boolean> {
    const rows = await db
      .update(satisfactionSurveys)
      .set(answerColumns(input, at))
      .where(and(eq(satisfactionSurveys.id, id), isNull(satisfactionSurveys.answeredDate)))
      .returning({ id: satisfactionSurveys.id });
    return rows.length > 0;
  },

  async ratedTicket(db: Executor, workItemId: number): Promise<RatedTicket | undefined> {
    const [row] = await queryRows<RatedTicket>(
      db,
      sql`SELECT created_by AS "createdBy", status_id AS "statusId" FROM work_items WHERE id = ${workItemId}`,
    );
    return row;
  },

  /** Records the creator's answer on the ticket screen, planned survey or not, unless it has one; whether it was. */
  async answerTicket(
    db: Executor,
    workItemId: number,
    userId: number,
    input: SurveyAnswerInputParsed,
    at: Date,
  ): Promise<boolean> {
    const rows = await db
      .insert(satisfactionSurveys)
      .values({ workItemId, userId, ...answerColumns(input, at) })
      .onConflictDoUpdate({
        target: satisfactionSurveys.workItemId,
        set: answerColumns(input, at),
        setWhere: isNull(satisfactionSurveys.answeredDate),
      })
      .returning({ id: satisfactionSurveys.id });
    return rows.length > 0;
  },
};
