// The reply token of our notification mails (docs/product/channels.md#who-sent-a-mail): a mail about a ticket names in
// its Message-ID the user it was sent to and an HMAC-SHA256 of the ticket and that user, under a key kept in the
// database (system_secrets 'reply-token-key', created on first use, so every process signs and checks alike). An answer
// names that Message-ID in In-Reply-To or References; the reader trusts its sender for that one ticket when the token
// verifies (compared in constant time) and the mail's From is that user's address.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../../db/client';
import { generateSecret, loadOrCreateSecret } from '../../../lib/tokens';
import { mailSendersRepository } from '../reader/mail-senders.repository';

/** The name of the key's row in system_secrets. */
export const REPLY_TOKEN_KEY_NAME = 'reply-token-key';
/** 128 bits of the HMAC, as lower-case hex (Message-IDs pass through servers that may not keep case). */
const TOKEN_HEX_LENGTH = 32;
/** `<tms.ticket-{ticket}.{unique}.u{user}-{token}@{domain}>`, the tail of the unique part written by {@link ReplyTokens.mark}. */
const TOKEN_IN_MESSAGE_ID = /<?tms\.ticket-(\d{1,10})\.[^@>\s]*\.u(\d{1,10})-([0-9a-f]{32})@[^>\s]+>?/;

export interface ReplyToken {
  ticketId: number;
  userId: number;
}

export interface ReplyTokens {
  /** What a Message-ID's unique part ends with for a mail about `ticketId` sent to `userId`. */
  mark(ticketId: number, userId: number): string;
  /** The ticket and user of the first Message-ID among `messageIds` carrying a token that verifies, or null. */
  verified(messageIds: readonly string[]): ReplyToken | null;
}

export function createReplyTokens(key: string): ReplyTokens {
  const tokenOf = (ticketId: number, userId: number) =>
    createHmac('sha256', key).update(`reply:${ticketId}:${userId}`).digest('hex').slice(0, TOKEN_HEX_LENGTH);
  const verifies = (ticketId: number, userId: number, token: string) =>
    timingSafeEqual(Buffer.from(tokenOf(ticketId, userId)), Buffer.from(token));

  return {
    mark: (ticketId, userId) => `u${userId}-${tokenOf(ticketId, userId)}`,
    verified(messageIds) {
      for (const messageId of messageIds) {
        const match = TOKEN_IN_MESSAGE_ID.exec(messageId.toLowerCase());
        if (!match) continue;
        const [ticketId, userId] = [Number(match[1]), Number(match[2])];
        if (verifies(ticketId, userId, match[3])) return { ticketId, userId };
      }
      return null;
    },
  };
}

export async function loadReplyTokens(db: Database): Promise<ReplyTokens> {
  return createReplyTokens(await loadOrCreateSecret(db, REPLY_TOKEN_KEY_NAME, generateSecret));
}

/**
 * The mark of a mail about a ticket sent to `address`: its active user's token, or null when no user has the address.
 * The key is read once, on the first mail about a ticket.
 */
export function replyMarkLookup(db: Database): (ticketId: number, address: string) => Promise<string | null> {
  let tokens: Promise<ReplyTokens> | undefined;
  return async (ticketId, address) => {
    const userId = await mailSendersRepository.activeUserId(db, address.trim());
    if (userId === null) return null;
    return (await (tokens ??= loadReplyTokens(db))).mark(ticketId, userId);
  };
}
