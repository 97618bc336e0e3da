// Recognises PostgreSQL errors the API turns into answers (same SQLSTATE codes on PGlite and on a server).
const codeOf = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code;
};

export const isForeignKeyViolation = (error: unknown) => codeOf(error) === '23503';
export const isUniqueViolation = (error: unknown) => codeOf(error) === '23505';
