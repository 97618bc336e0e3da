// Encryption at rest of the secrets the server must give back or check later (mailbox passwords and OAuth tokens,
// second-step keys): AES-256-GCM with a key from SECRETS_KEY, or, when unset, a key generated on first start and kept
// in the database like the JWT secret, so every app process reads the same one.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { generateSecret, loadOrCreateSecret } from './tokens';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The name of the generated key's row in system_secrets. */
export const SECRETS_KEY_NAME = 'secrets-key';

export interface SecretBox {
  seal(plainText: string): string;
  open(sealed: string): string;
}

/** Any passphrase becomes a 256-bit key; a generated one already carries 384 random bits. */
const keyOf = (passphrase: string) => createHash('sha256').update(passphrase, 'utf8').digest();

export function createSecretBox(passphrase: string): SecretBox {
  const key = keyOf(passphrase);
  return {
    seal(plainText) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/** The configured key, or the one kept in the database (created on first use). */
export async function loadSecretBox(db: Database, configuredKey: string | undefined): Promise<SecretBox> {
  return createSecretBox(configuredKey ?? (await loadOrCreateSecret(db, SECRETS_KEY_NAME, generateSecret)));
}

/** SECRETS_KEY as the server's configuration gives it (config.secretsKey), when set. */
export function configuredSecretsKey(config: object): string | undefined {
  const value = (config as { secretsKey?: unknown }).secretsKey;
  return typeof value === 'string' && value !== '' ? value : undefined;
}
