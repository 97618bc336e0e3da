// Who a mail may act as (docs/product/channels.md#who-sent-a-mail). A From is only a claim: the mailbox's sender check
// says what backs it. 'authentication-results': the receiving server's SPF, DKIM or DMARC pass for the From domain
// makes the sender trusted for anything a user may do by mail; 'none' (legacy) trusts the From alone. In every mode a
// valid reply token of the From's user makes the mail trusted as an answer to that token's ticket, and only that.
// Anything else is an unverified sender: no ticket, no message.
import type { ParsedMail } from 'mailparser';
import { SenderCheck } from '@tms/contracts';
import type { MailboxAccount } from '../mailboxes/mailboxes.repository';
import type { ReplyTokens } from '../reply-tokens/reply-token';
import { authenticatedSender } from './authentication-results';
import { referencedIdsOf } from './mail-content';

export type SenderTrust =
  /** The From is the user: a new ticket, or a reply to any ticket the user may see. */
  | { kind: 'sender' }
  /** The From is the user only as far as answering this ticket goes. */
  | { kind: 'reply'; ticketId: number }
  | { kind: 'unverified' };

function vouchedFor(mail: ParsedMail, mailbox: Pick<MailboxAccount, 'senderCheck' | 'authservId'>, from: string): boolean {
  if (mailbox.senderCheck === SenderCheck.None) return true;
  if (mailbox.senderCheck !== SenderCheck.AuthenticationResults || !mailbox.authservId) return false;
  return authenticatedSender(mail, from, mailbox.authservId);
}

/** How far the mail from `from`, whose active user is `userId`, is trusted under the mailbox's sender check. */
export function senderTrust(
  mail: ParsedMail,
  mailbox: Pick<MailboxAccount, 'senderCheck' | 'authservId'>,
  from: string,
  userId: number,
  tokens: ReplyTokens,
): SenderTrust {
  if (vouchedFor(mail, mailbox, from)) return { kind: 'sender' };
  const token = tokens.verified(referencedIdsOf(mail));
  return token !== null && token.userId === userId ? { kind: 'reply', ticketId: token.ticketId } : { kind: 'unverified' };
}
