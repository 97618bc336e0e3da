// A living help desk for the demo (docs/product/demo-data.md#living-data): about three hundred tickets over the last
// twelve months, across branches, categories, severities, creators and statuses, with discussion, subscribers, tasks
// with child tickets and the history of every save. Each ticket's life is played out in memory and written in a few
// batched inserts (the tickets service would take minutes on PGlite): the responsible comes from the tickets module's
// routing and the deadline from its SLA in working time, and every row is built by the tickets module's builders, all
// given by the caller, so the rows are the ones the service writes for the same saves. A seeded generator makes every
// fresh start alike; only the dates move with the day of the start. The past sends nothing: no notification, no mail
// (docs/decisions/0008-demo-data.md).
import { sql } from 'drizzle-orm';
import { EntityType, HistoryAction, HistoryField, Severity, TicketStatus, type HistoryFieldName } from '@tms/contracts';
import { queryRows, type Executor } from '../client';
import * as t from '../schema';
import { demoConversation, demoRatingComments, demoSubjects, demoTimeNotes, type DemoSubCategoryKey } from './demo-texts';
import { COMPANY_ID, syncIdentity } from './reference-data';

/** The rules of real saves the demo tickets follow, from the tickets and notifications modules (the seed imports none). */
export interface DemoTicketRules {
  /** Who receives a new ticket of the sub-category at the branch. */
  route(db: Executor, subCategoryId: number, companyLocationId: number | null): Promise<number | null>;
  /** The deadline and 80% warning of a ticket, in working time of its branch's calendar. */
  deadline(
    db: Executor,
    ticket: DeadlineInputs,
  ): Promise<{ expireDate: Date | null; warningDate: Date | null; firstResponseDueDate: Date | null }>;
  /** The working minutes between two instants in the calendar of a branch (a finalised ticket's resolution). */
  workingMinutes(db: Executor, companyLocationId: number | null, from: Date, to: Date): Promise<number>;
  /** The SLA warning check as it runs at `at`. */
  slaWarnings(db: Executor, at: Date): Promise<number>;
  /** The tasks new tickets copy from their sub-category, of every sub-category. */
  tasksToCopy(db: Executor): Promise<SubCategoryTask[]>;
  /** The names history items show for the ids among the changes' values, keyed `kind:id`. */
  historyNames(db: Executor, changes: DemoChange[]): Promise<Map<string, string>>;
  /** The tickets module's row builders (ticket-builders.ts): each row is built as the service builds it. */
  build: DemoTicketBuilders;
}

interface SubCategoryTask {
  subCategoryId: number;
  taskId: number;
  isRequired: boolean;
  code: string;
}

/** A history change; `Ticket`: a ticket not numbered yet, while the demo's past is planned. */
interface DemoChange<Ticket = never> {
  fieldName: HistoryFieldName;
  oldValue: string | number | Ticket | null;
  newValue: string | number | Ticket | null;
  kind?: string;
}

/** What a task's child ticket takes from its parent. */
interface TaskParentFields {
  subject: string;
  categoryId: number;
  subCategoryId: number;
  companyLocationId: number | null;
  severityId: number;
}

interface TaskRow {
  taskId: number;
  realizedBy: number | null;
  notes: string | null;
  isActive: boolean;
  createdBy: number;
  createdDate: Date;
  modifiedBy: number;
  modifiedDate: Date;
}

interface HistoryItemRow {
  historyId: number;
  fieldName: string;
  oldValue: string | null;
  newValue: string | null;
  oldValueName: string | null;
  newValueName: string | null;
}

interface DemoTicketBuilders {
  copiedTask(taskId: number, actorId: number, at: Date): TaskRow & { childWorkItemId: null };
  assignedTask<Child>(
    realizedBy: number,
    notes: string | null,
    child: Child,
    actorId: number,
    at: Date,
  ): Pick<TaskRow, 'realizedBy' | 'notes' | 'modifiedBy' | 'modifiedDate'> & { childWorkItemId: Child };
  taskNotes(text: string): string | null;
  taskChildFields(parent: TaskParentFields, taskCode: string, realizedBy: number): TaskParentFields & { assignedTo: number };
  taskChildLink(
    parentId: number,
    taskCode: string,
    notes: string | null,
  ): { parentId: number; detail: string; isCreatedFromTask: boolean };
  closedDateOf<Time>(statusId: number, at: Time): Time | null;
  columnChange(column: 'statusId' | 'assignedTo' | 'severityId', oldValue: number | null, newValue: number | null): DemoChange;
  relationChange<Ticket>(oldValue: Ticket | null, newValue: Ticket | null): DemoChange<Ticket>;
  taskChange(oldValue: number | null, newValue: number): DemoChange;
  subscribersChange(before: number[], after: number[]): DemoChange;
  historyItem(historyId: number, change: DemoChange, names: ReadonlyMap<string, string>): HistoryItemRow;
}

interface DeadlineInputs {
  createdDate: Date;
  subCategoryId: number;
  severityId: number;
  companyLocationId: number | null;
}

export type DemoUserName = 'admin' | 'agente' | 'supervisor' | 'cliente' | 'proveedor';

export interface DemoPerson {
  id: number;
  entityTypeId: number;
  companyLocationId: number;
}

/** The demo catalogue the tickets are written against. */
export interface DemoCatalogue {
  people: Record<DemoUserName, DemoPerson>;
  branches: number[];
  subCategories: { key: DemoSubCategoryKey; id: number; categoryId: number; entityTypes: readonly number[] }[];
}

/** Top-level tickets; tasks add their child tickets, about three hundred in all. */
export const DEMO_TICKETS = 225;
const MONTHS = 12;
const SEED = 20_240_611;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MONTH = 30.4 * DAY;
/** The history ends this long before the start. */
const QUIET_BEFORE_START = 10 * 60_000;
/** Mexico City is UTC−6 all year; tickets are opened between 08:00 and 19:00 there, never on a Sunday. */
const UTC_OFFSET_HOURS = 6;
const FIRST_HOUR_UTC = 8 + UTC_OFFSET_HOURS;
const OPEN_HOURS = 11;
const SUNDAY = 0;
const BATCH = 200;
/** What the responsible writes on the tasks they give. */
const TASK_NOTES = 'Revisar en sitio';

type Random = () => number;

/** mulberry32: a small seeded generator, the same sequence on every start. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(rand: Random, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const between = (rand: Random, min: number, max: number) => min + rand() * (max - min);
function weighted<T>(rand: Random, entries: readonly (readonly [T, number])[]): T {
  let left = rand() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [item, weight] of entries) {
    left -= weight;
    if (left < 0) return item;
  }
  return entries[entries.length - 1][0];
}

const isSunday = (at: number) => new Date(at - UTC_OFFSET_HOURS * HOUR).getUTCDay() === SUNDAY;

/**
 * A working-day instant in the last twelve months, recent months busier. Counted in whole days back from the start's
 * day, so every start on the same day opens the same tickets at the same moments.
 */
function creationInstant(rand: Random, end: number): number {
  const monthsAgo = weighted(
    rand,
    Array.from({ length: MONTHS }, (_, m) => [m, MONTHS + 2 - m] as const),
  );
  const day = Math.floor(end / DAY) * DAY - Math.floor(((monthsAgo + rand()) * MONTH) / DAY) * DAY;
  let at = day + (FIRST_HOUR_UTC + rand() * OPEN_HOURS) * HOUR;
  while (at >= end || isSunday(at)) at -= DAY;
  return at;
}

/** How often each sub-category is asked for: printers less than mail and air conditioning (each has tasks). */
const subCategoryWeights: Record<DemoSubCategoryKey, number> = { impresoras: 2, correo: 3, accesos: 2, clima: 3, nomina: 2 };

/** Hours to resolve, by severity: critical tickets are closed fastest. */
const resolutionHours: Record<number, readonly [number, number]> = {
  [Severity.Low]: [8, 140],
  [Severity.Medium]: [4, 70],
  [Severity.High]: [2, 30],
  [Severity.Critical]: [0.5, 8],
};

/** A history change, its tickets numbered only once all tickets are. */
type SimItem = DemoChange<SimTicket>;

interface SimTask {
  isRequired: boolean;
  code: string;
  /** Its work_item_tasks row, with its child ticket. */
  row: TaskRow & { childWorkItemId: SimTicket | null };
}

/** A ticket as its saves leave it, with everything written along the way. */
interface SimTicket extends TaskParentFields {
  id: number;
  detail: string;
  statusId: number;
  assignedTo: number | null;
  createdBy: number;
  createdDate: number;
  modifiedBy: number;
  modifiedDate: number;
  closedDate: number | null;
  /** The first public message or status change by an internal user other than the creator. */
  firstResponseDate: number | null;
  /** The task a child ticket does, of its parent (its detail names the parent's number). */
  task: { parent: SimTicket; code: string; notes: string | null } | null;
  subscribers: { userId: number; at: number }[];
  messages: { by: number; at: number; text: string }[];
  history: { by: number; at: number; action: string; items: SimItem[] }[];
  tasks: SimTask[];
}

/** The tickets of the demo: planned in memory with the given rules, then written in batches. */
export async function seedDemoTickets(tx: Executor, catalogue: DemoCatalogue, rules: DemoTicketRules): Promise<void> {
  const rand = seededRandom(SEED);
  const [{ now }] = await queryRows<{ now: Date }>(tx, sql`SELECT now() AS now`);
  const end = new Date(now).getTime() - QUIET_BEFORE_START;
  const { people } = catalogue;
  const { build } = rules;
  const internal = [people.admin, people.agente, people.supervisor];
  const tickets: SimTicket[] = [];

  // What a new ticket copies: the tasks of its sub-category (as the service's create does).
  const subCategoryTasks = await rules.tasksToCopy(tx);
  const routes = new Map<string, number | null>();
  const route = async (subCategoryId: number, branch: number | null) => {
    const key = `${subCategoryId}:${branch}`;
    if (!routes.has(key)) routes.set(key, await rules.route(tx, subCategoryId, branch));
    return routes.get(key)!;
  };

  const open = (
    fields: Omit<
      SimTicket,
      'id' | 'statusId' | 'modifiedBy' | 'modifiedDate' | 'closedDate' | 'firstResponseDate' | 'history' | 'tasks'
    >,
  ) => {
    const ticket: SimTicket = {
      ...fields,
      id: 0,
      statusId: TicketStatus.Initial,
      modifiedBy: fields.createdBy,
      modifiedDate: fields.createdDate,
      closedDate: null,
      firstResponseDate: null,
      history: [{ by: fields.createdBy, at: fields.createdDate, action: HistoryAction.Add, items: [] }],
      tasks: [],
    };
    tickets.push(ticket);
    return ticket;
  };
  /** One save: its message, its history entry (none for a message alone) and the new version. */
  const internalIds = new Set(internal.map((person) => person.id));
  /** The service's rule (docs/product/service-quality.md#first-response): the demo's messages are all public. */
  const answers = (ticket: SimTicket, by: number, items: SimItem[], message: string | null) =>
    internalIds.has(by) &&
    by !== ticket.createdBy &&
    (message !== null || items.some((i) => i.fieldName === HistoryField.Status));
  const save = (ticket: SimTicket, by: number, at: number, items: SimItem[], message: string | null = null) => {
    if (ticket.firstResponseDate === null && answers(ticket, by, items, message)) ticket.firstResponseDate = at;
    if (message) ticket.messages.push({ by, at, text: message });
    if (items.length) ticket.history.push({ by, at, action: HistoryAction.Update, items });
    ticket.modifiedBy = by;
    ticket.modifiedDate = at;
  };
  const setStatus = (ticket: SimTicket, at: number, statusId: number, message: string | null = null, also: SimItem[] = []) => {
    const items: SimItem[] = [...also, build.columnChange('statusId', ticket.statusId, statusId)];
    ticket.statusId = statusId;
    ticket.closedDate = build.closedDateOf(statusId, at);
    save(ticket, ticket.assignedTo!, at, items, message);
  };

  /** A task's child ticket, for its responsible, who starts and usually finishes it; returns when finished, or null. */
  const doTask = (parent: SimTicket, task: SimTask, realizedBy: number, notes: string | null, at: number): number | null => {
    const child = open({
      ...build.taskChildFields(parent, task.code, realizedBy),
      detail: '',
      createdBy: parent.assignedTo!,
      createdDate: at,
      task: { parent, code: task.code, notes },
      subscribers: [],
      messages: [],
    });
    Object.assign(task.row, build.assignedTask(realizedBy, notes, child, parent.assignedTo!, new Date(at)));
    const started = at + between(rand, 1, 12) * HOUR;
    if (started >= end) return null;
    setStatus(child, started, TicketStatus.InProgress);
    const finished = started + between(rand, 3, 60) * HOUR;
    if (rand() < 0.06 || finished >= end) return null;
    setStatus(child, finished, TicketStatus.Finished, pick(rand, demoConversation.taskDone));
    return finished;
  };

  /** The required technical review, and sometimes the optional purchase, each given to someone as a child ticket. */
  const giveTasks = (ticket: SimTicket, at: number): number | null => {
    const reviewer = pick(rand, [people.agente, people.supervisor, people.proveedor]).id;
    const buys = rand() < 0.2;
    const items: SimItem[] = [];
    let reviewed: number | null = null;
    for (const task of ticket.tasks.filter((x) => x.isRequired || buys)) {
      const realizedBy = task.isRequired ? reviewer : people.proveedor.id;
      const before = task.row.realizedBy;
      const done = doTask(ticket, task, realizedBy, build.taskNotes(TASK_NOTES), at);
      if (task.isRequired) reviewed = done;
      items.push(build.relationChange(null, task.row.childWorkItemId), build.taskChange(before, realizedBy));
    }
    save(ticket, ticket.assignedTo!, at, items);
    return reviewed;
  };

  /** One ticket's life: opened, answered, perhaps reassigned or raised, started, its tasks done, usually finished. */
  const live = async () => {
    const creator = weighted(rand, [
      [people.cliente, 30],
      [people.agente, 20],
      [people.supervisor, 15],
      [people.proveedor, 10],
      [people.admin, 10],
    ] as const);
    const isInternal = creator.entityTypeId === EntityType.Internal;
    const usable = catalogue.subCategories.filter((s) => isInternal || s.entityTypes.includes(creator.entityTypeId));
    const sub = weighted(
      rand,
      usable.map((s) => [s, subCategoryWeights[s.key]] as const),
    );
    const template = pick(rand, demoSubjects[sub.key]);
    const severityId = weighted(rand, [
      [Severity.Low, 35],
      [Severity.Medium, 35],
      [Severity.High, 20],
      [Severity.Critical, 10],
    ] as const);
    // Internal users choose the branch; clients and providers open tickets at their own.
    const branch = isInternal ? pick(rand, catalogue.branches) : creator.companyLocationId;
    const subscriber =
      isInternal && rand() < 0.3
        ? pick(
            rand,
            internal.filter((u) => u.id !== creator.id),
          ).id
        : null;
    const opening = rand() < 0.25 ? pick(rand, demoConversation.opening) : null;
    let time = creationInstant(rand, end);
    const ticket = open({
      subject: template.subject,
      detail: `<p>${template.detail}</p>`,
      categoryId: sub.categoryId,
      subCategoryId: sub.id,
      companyLocationId: branch,
      severityId,
      assignedTo: await route(sub.id, branch),
      createdBy: creator.id,
      createdDate: time,
      task: null,
      subscribers: subscriber ? [{ userId: subscriber, at: time }] : [],
      messages: opening ? [{ by: creator.id, at: time, text: opening }] : [],
    });
    ticket.tasks = subCategoryTasks
      .filter((task) => task.subCategoryId === sub.id)
      .map(({ taskId, isRequired, code }) => ({ isRequired, code, row: build.copiedTask(taskId, creator.id, new Date(time)) }));
    /** The next moment of the ticket's life, or null once it would be in the present. */
    const later = (min: number, max: number) => {
      time += between(rand, min, max) * HOUR;
      return time < end ? time : null;
    };
    const assignee = () => ticket.assignedTo!;

    if (rand() < 0.65) {
      const at = later(0.3, 5);
      if (at === null) return;
      save(ticket, assignee(), at, [], pick(rand, demoConversation.reply));
    }
    if (rand() < 0.1) {
      const at = later(0.2, 3);
      if (at === null) return;
      const other = assignee() === people.agente.id ? people.supervisor.id : people.agente.id;
      const items = [build.columnChange('assignedTo', assignee(), other)];
      ticket.assignedTo = other;
      save(ticket, people.supervisor.id, at, items);
    }
    // Now and then nobody picks a ticket up.
    if (rand() < 0.07) return;
    const start = later(0.5, 20);
    if (start === null) return;
    // The responsible of a client's or provider's ticket sometimes lets a colleague follow it.
    const following: SimItem[] = [];
    const before = ticket.subscribers.map((s) => s.userId);
    const follower = pick(rand, internal).id;
    if (!isInternal && rand() < 0.3 && !before.includes(follower)) {
      ticket.subscribers.push({ userId: follower, at: start });
      following.push(build.subscribersChange(before, [...before, follower]));
    }
    setStatus(ticket, start, TicketStatus.InProgress, null, following);
    if (rand() < 0.06 && ticket.severityId < Severity.Critical) {
      const at = later(1, 8);
      if (at === null) return;
      const raised = ticket.severityId + 1;
      save(ticket, assignee(), at, [build.columnChange('severityId', ticket.severityId, raised)]);
      ticket.severityId = raised;
    }
    if (rand() < 0.3) {
      const at = later(2, 30);
      if (at === null) return;
      save(ticket, creator.id, at, [], pick(rand, demoConversation.followUp));
    }
    let ready: number | null = time;
    if (ticket.tasks.length > 0) {
      const at = later(1, 24);
      if (at === null) return;
      ready = giveTasks(ticket, at);
    }
    if (ready === null || rand() < 0.06) return;
    const [fastest, slowest] = resolutionHours[ticket.severityId];
    const finished = Math.max(time, ready) + between(rand, fastest, slowest) * HOUR;
    const closing = rand() < 0.6 ? pick(rand, demoConversation.closing) : null;
    if (finished < end) setStatus(ticket, finished, TicketStatus.Finished, closing);
  };

  for (let n = 0; n < DEMO_TICKETS; n++) await live();
  await writeTickets(tx, tickets, rules);
  await writeServiceQuality(tx, tickets, internalIds, end);
  // The warnings the SLA check has given for them by now, seen long ago.
  await rules.slaWarnings(tx, new Date(end));
  await tx.execute(sql`UPDATE notifications SET is_read = true`);
}

const nextId = async (tx: Executor, table: string) =>
  (await queryRows<{ id: number }>(tx, sql.raw(`SELECT COALESCE(MAX(id), 0)::int + 1 AS id FROM ${table}`)))[0].id;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Numbers the tickets in the order they were opened and writes them with everything that happened to them. */
async function writeTickets(tx: Executor, tickets: SimTicket[], rules: DemoTicketRules) {
  const ordered = [...tickets].sort((a, b) => a.createdDate - b.createdDate);
  const firstTicket = await nextId(tx, 'work_items');
  ordered.forEach((ticket, i) => (ticket.id = firstTicket + i));
  await insertInBatches(await ticketRows(tx, ordered, rules), (batch) => tx.insert(t.workItems).values(batch));
  await syncIdentity(tx, 'work_items');
  await writeHistory(tx, ordered, rules);

  const messageRows = ordered.flatMap((ticket) =>
    [...ticket.messages]
      .sort((a, b) => a.at - b.at)
      .map((m, i) => ({ workItemId: ticket.id, order: i + 1, message: m.text, createdBy: m.by, createdDate: new Date(m.at) })),
  );
  await insertInBatches(messageRows, (batch) => tx.insert(t.workItemDiscussions).values(batch));
  const subscriberRows = ordered.flatMap((ticket) =>
    ticket.subscribers.map((s) => ({ workItemId: ticket.id, userId: s.userId, createdDate: new Date(s.at) })),
  );
  await insertInBatches(subscriberRows, (batch) => tx.insert(t.workItemSubscribers).values(batch));
  const taskRows = ordered.flatMap((ticket) =>
    ticket.tasks.map(({ row }) => ({ ...row, workItemId: ticket.id, childWorkItemId: row.childWorkItemId?.id ?? null })),
  );
  await insertInBatches(taskRows, (batch) => tx.insert(t.workItemTasks).values(batch));
}

/** The work_items rows, numbered: a task's child tied to its parent as the service ties it, with each deadline. */
async function ticketRows(tx: Executor, ordered: SimTicket[], rules: DemoTicketRules) {
  const date = (at: number | null) => (at === null ? null : new Date(at));
  const rows = [];
  for (const ticket of ordered) {
    const { subCategoryId, severityId, companyLocationId, task } = ticket;
    const deadline = await rules.deadline(tx, {
      createdDate: new Date(ticket.createdDate),
      subCategoryId,
      severityId,
      companyLocationId,
    });
    /** Working minutes from the ticket's creation to `at`, in its branch calendar (none without an instant). */
    const sinceCreation = async (at: number | null) =>
      at === null ? null : rules.workingMinutes(tx, companyLocationId, new Date(ticket.createdDate), new Date(at));
    const link = task
      ? rules.build.taskChildLink(task.parent.id, task.code, task.notes)
      : { parentId: null, detail: ticket.detail, isCreatedFromTask: false };
    rows.push({
      id: ticket.id,
      companyId: COMPANY_ID,
      subject: ticket.subject,
      categoryId: ticket.categoryId,
      subCategoryId,
      companyLocationId,
      assignedTo: ticket.assignedTo,
      severityId,
      statusId: ticket.statusId,
      ...link,
      ...deadline,
      closedDate: date(ticket.closedDate),
      firstResponseDate: date(ticket.firstResponseDate),
      firstResponseMinutes: await sinceCreation(ticket.firstResponseDate),
      resolutionMinutes: await sinceCreation(ticket.closedDate),
      createdBy: ticket.createdBy,
      createdDate: new Date(ticket.createdDate),
      modifiedBy: ticket.modifiedBy,
      modifiedDate: new Date(ticket.modifiedDate),
    });
  }
  return rows;
}

/** A planned value with its ticket numbered. */
const numbered = (value: DemoChange<SimTicket>['oldValue']) => (value !== null && typeof value === 'object' ? value.id : value);

/** The history entries and their items, named as the service names them (the tickets are written by now). */
async function writeHistory(tx: Executor, ordered: SimTicket[], rules: DemoTicketRules) {
  const entries = ordered.flatMap((ticket) =>
    ticket.history.map(({ by, at, action, items }) => ({
      ticket,
      by,
      at,
      action,
      changes: items.map((item): DemoChange => ({
        ...item,
        oldValue: numbered(item.oldValue),
        newValue: numbered(item.newValue),
      })),
    })),
  );
  const firstEntry = await nextId(tx, 'work_item_history');
  const entryRows = entries.map((e, i) => ({
    id: firstEntry + i,
    workItemId: e.ticket.id,
    action: e.action,
    createdBy: e.by,
    createdDate: new Date(e.at),
  }));
  await insertInBatches(entryRows, (batch) => tx.insert(t.workItemHistory).values(batch));
  await syncIdentity(tx, 'work_item_history');
  const names = await rules.historyNames(
    tx,
    entries.flatMap((e) => e.changes),
  );
  const itemRows = entries.flatMap((e, i) => e.changes.map((change) => rules.build.historyItem(firstEntry + i, change, names)));
  await insertInBatches(itemRows, (batch) => tx.insert(t.workItemHistoryItems).values(batch));
}

/** The surveys' and time entries' own generator, so the tickets' sequence stays what it was. */
const QUALITY_SEED = SEED + 1;
/** The share of finalised tickets whose creator was surveyed, and of those who answered. */
const SURVEYED = 0.7;
const ANSWERED = 0.65;
const MAX_ENTRY_MINUTES = 180;

/**
 * The service the demo's tickets got (docs/product/service-quality.md): a survey for most finalised tickets of other
 * people's, mailed when finalised and mostly answered within two days, and the time internal responsibles logged on
 * their tickets, so 'Indicadores' and the ticket screen show something on the first start.
 */
async function writeServiceQuality(tx: Executor, tickets: SimTicket[], internalIds: ReadonlySet<number>, end: number) {
  const rand = seededRandom(QUALITY_SEED);
  const surveys = [];
  const entries = [];
  for (const ticket of tickets) {
    if (ticket.closedDate !== null && ticket.createdBy !== ticket.assignedTo && rand() < SURVEYED) {
      const sent = ticket.closedDate;
      const answeredAt = sent + between(rand, 0.2, 48) * HOUR;
      const answers = rand() < ANSWERED && answeredAt < end;
      const rating = weighted(rand, [
        [5, 40],
        [4, 30],
        [3, 12],
        [2, 10],
        [1, 8],
      ] as const);
      surveys.push({
        workItemId: ticket.id,
        userId: ticket.createdBy,
        sendDate: new Date(sent),
        sentDate: new Date(sent),
        ...(answers && {
          rating,
          comment: rating <= 3 || rand() < 0.5 ? pick(rand, demoRatingComments[rating]) : null,
          answeredDate: new Date(answeredAt),
        }),
      });
    }
    if (ticket.assignedTo === null || !internalIds.has(ticket.assignedTo) || ticket.statusId === TicketStatus.Initial) continue;
    const last = ticket.closedDate ?? ticket.modifiedDate;
    for (let n = Math.floor(between(rand, 1, 4)); n > 0; n--) {
      const at = between(rand, ticket.createdDate, last);
      entries.push({
        workItemId: ticket.id,
        userId: ticket.assignedTo,
        minutes: Math.round(between(rand, 1, MAX_ENTRY_MINUTES / 15)) * 15,
        workDate: new Date(at - UTC_OFFSET_HOURS * HOUR).toISOString().slice(0, 10),
        note: pick(rand, demoTimeNotes),
        billable: rand() < 0.4,
        createdDate: new Date(at),
        modifiedDate: new Date(at),
      });
    }
  }
  await insertInBatches(surveys, (batch) => tx.insert(t.satisfactionSurveys).values(batch));
  await insertInBatches(entries, (batch) => tx.insert(t.timeEntries).values(batch));
  await tx.execute(sql`
    UPDATE work_items wi SET time_spent_minutes = logged.minutes
      FROM (SELECT work_item_id, SUM(minutes)::int AS minutes FROM time_entries GROUP BY work_item_id) logged
     WHERE wi.id = logged.work_item_id`);
}
