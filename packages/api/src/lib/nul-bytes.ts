// Finds a NUL byte ("\u0000") anywhere in a request's parsed input. PostgreSQL text cannot hold it, so a string
// carrying one is refused as bad input before it reaches a validator or a query.

const NUL = '\u0000';

/**
 * Parsed JSON, query strings and params are arrays and plain objects (the query parser's have a bare prototype of
 * their own); files, buffers and streams are not walked.
 */
const isPlainContainer = (value: object) => {
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
};

/**
 * The dotted path of the first string (value or key) holding a NUL byte, '_' for the input itself, or undefined
 * when there is none. Walks without recursion, so a deeply nested body cannot exhaust the stack.
 */
export function findNulByte(input: unknown): string | undefined {
  const pending: [unknown, string][] = [[input, '']];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path || '_';
      continue;
    }
    if (typeof value !== 'object' || value === null || !isPlainContainer(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return path || '_';
      pending.push([child, childPath]);
    }
  }
  return undefined;
}
