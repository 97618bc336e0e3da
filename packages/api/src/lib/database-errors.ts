// Recognises PostgreSQL errors the API turns into answers (same SQLSTATE codes on PGlite and on a server), and
// reduces any database error to what may be logged: never the SQL text's parameters, values or row details.

interface DatabaseErrorShape {
  code?: unknown;
  name?: unknown;
  constraint?: unknown;
  table?: unknown;
  cause?: DatabaseErrorShape;
  query?: unknown;
  params?: unknown;
}

const shapeOf = (error: unknown): DatabaseErrorShape | undefined =>
  typeof error === 'object' && error !== null ? error : undefined;

/** The error itself or, for Drizzle's query error, the driver error it wraps. */
const driverError = (error: unknown): DatabaseErrorShape | undefined => {
  const e = shapeOf(error);
  return typeof e?.code === 'string' ? e : typeof e?.cause?.code === 'string' ? e.cause : undefined;
};

const codeOf = (error: unknown): string | undefined => driverError(error)?.code as string | undefined;

/** SQLSTATE codes of the errors named here (PostgreSQL appendix A). */
export const SqlState = {
  StringTooLong: '22001',
  NumericOutOfRange: '22003',
  InvalidDatetimeFormat: '22007',
  DatetimeOutOfRange: '22008',
  /** A NUL byte or an invalid byte sequence in a text. */
  CharacterNotInRepertoire: '22021',
  InvalidTextRepresentation: '22P02',
  UntranslatableCharacter: '22P05',
  ForeignKeyViolation: '23503',
  UniqueViolation: '23505',
} as const;

/** Values the database refuses as data (too long, out of range, unreadable text): the request was bad. */
const badInputStates = new Set<string>([
  SqlState.StringTooLong,
  SqlState.NumericOutOfRange,
  SqlState.InvalidDatetimeFormat,
  SqlState.DatetimeOutOfRange,
  SqlState.CharacterNotInRepertoire,
  SqlState.InvalidTextRepresentation,
  SqlState.UntranslatableCharacter,
]);

export const isForeignKeyViolation = (error: unknown) => codeOf(error) === SqlState.ForeignKeyViolation;
export const isUniqueViolation = (error: unknown) => codeOf(error) === SqlState.UniqueViolation;
export const isBadInputError = (error: unknown) => badInputStates.has(codeOf(error) ?? '');

/** The name of the constraint a database error names (node-postgres and PGlite both report it). */
export function violatedConstraint(error: unknown): string | undefined {
  const name = driverError(error)?.constraint;
  return typeof name === 'string' ? name : undefined;
}

/**
 * The HTTP status a database error stands for when no module handled it: 400 for refused data, 409 for a row that
 * collides with another (a duplicate, or a reference that vanished meanwhile); undefined for a real failure.
 */
export function databaseErrorStatus(error: unknown): 400 | 409 | undefined {
  if (isBadInputError(error)) return 400;
  if (isUniqueViolation(error) || isForeignKeyViolation(error)) return 409;
  return undefined;
}

const isDrizzleQueryError = (error: unknown) => {
  const e = shapeOf(error);
  return e !== undefined && 'query' in e && 'params' in e;
};

/** An error's class name, when it has one that is text. */
const nameOf = (shape: DatabaseErrorShape | undefined): string | undefined =>
  typeof shape?.name === 'string' ? shape.name : undefined;

/**
 * What a log line may say about an error. A database error is reduced to its class, SQLSTATE and the names of the
 * constraint and table: its message, detail and the query's parameters may hold passwords, hashes or personal data.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const driver = driverError(error);
  if (!driver && !isDrizzleQueryError(error)) return { err: error };
  const cause = driver ?? shapeOf(error)?.cause;
  return {
    databaseError: {
      type: nameOf(shapeOf(error)) ?? 'Error',
      sqlState: driver?.code,
      driverError: nameOf(cause),
      constraint: typeof driver?.constraint === 'string' ? driver.constraint : undefined,
      table: typeof driver?.table === 'string' ? driver.table : undefined,
    },
  };
}
