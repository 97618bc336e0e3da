// Random values handed to a client once (a sign-in's second-step challenge, single sign-on states and tickets): long
// enough that guessing is hopeless, and stored only as their SHA-256, so the table never holds a usable value.
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

export const randomToken = () => randomBytes(TOKEN_BYTES).toString('base64url');

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
