// Incoming mailboxes of the e-mail channel (docs/product/channels.md#mailboxes): the catalogue 'Correo entrante'
// (permission 28), the connection test, and the record of the mails read from a mailbox. The password and the OAuth
// client secret are write-only (docs/product/channels.md#secrets): no answer has them.
import { z } from 'zod';
import { messages } from '../common/messages';
import { email, requiredId, requiredText } from '../common/fields';
import { catalogueMessages } from '../catalogues/catalogue-messages';
import { codeField, requiredFlag } from '../catalogues/catalogue-fields';
import { channelMessages } from './channels.messages';
import { checkSignInFields, mailboxSignIn, signInFields } from './mailbox-sign-in.schemas';

/** Business function of the 'Correo entrante' screen and of every write of the mailboxes catalogue. */
export const MAILBOXES_URL = '/mailboxes';
export const DEFAULT_MAIL_FOLDER = 'INBOX';
export const IMAPS_PORT = 993;
const HOST_MAX = 255;
const USER_NAME_MAX = 255;
const PASSWORD_MAX = 500;
const FOLDER_MAX = 255;
const PORT_MAX = 65_535;
/** A host name or an IP address: letters, digits, dots, dashes, and the colons and brackets of IPv6. */
const HOST_PATTERN = /^[A-Za-z0-9.\-:[\]]+$/;

const portField = z
  .number({ error: channelMessages.invalidPort })
  .int(channelMessages.invalidPort)
  .min(1, channelMessages.invalidPort)
  .max(PORT_MAX, channelMessages.invalidPort);

/** Empty keeps the stored password on a save; a new mailbox needs one (checked by the server). */
const passwordField = z
  .string({ error: messages.badRequest })
  .max(PASSWORD_MAX, messages.maxLength(PASSWORD_MAX))
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * How the reader decides that a mail comes from the user its From names
 * (docs/product/channels.md#who-sent-a-mail): the receiving server's Authentication-Results (SPF, DKIM, DMARC) for the
 * From domain, or the reply token of our own notification mails (trusted in every mode), or, legacy, the From alone.
 */
export const SenderCheck = {
  AuthenticationResults: 'authentication-results',
  ReplyToken: 'reply-token',
  None: 'none',
} as const;
export type SenderCheckValue = (typeof SenderCheck)[keyof typeof SenderCheck];
const senderCheckValues = Object.values(SenderCheck) as [SenderCheckValue, ...SenderCheckValue[]];
/** A new mailbox checks the receiving server's results; mailboxes saved before the setting existed accept replies only. */
export const DEFAULT_SENDER_CHECK: SenderCheckValue = SenderCheck.AuthenticationResults;
export const senderCheckLabels: Record<SenderCheckValue, string> = {
  [SenderCheck.AuthenticationResults]: 'SPF, DKIM y DMARC verificados por el servidor de correo',
  [SenderCheck.ReplyToken]: 'Solo respuestas a las notificaciones del sistema',
  [SenderCheck.None]: 'Ninguna: confiar en el remitente (no recomendado)',
};
const AUTHSERV_ID_MAX = 255;
/** An authserv-id as servers write it: a host name, or a token of letters, digits, dots, dashes and underscores. */
const AUTHSERV_ID_PATTERN = /^[A-Za-z0-9._-]+$/;

const senderFields = {
  senderCheck: z.enum(senderCheckValues, { error: catalogueMessages.required }),
  authservId: z
    .string({ error: messages.badRequest })
    .trim()
    .max(AUTHSERV_ID_MAX, messages.maxLength(AUTHSERV_ID_MAX))
    .refine((v) => v === '' || AUTHSERV_ID_PATTERN.test(v), channelMessages.invalidAuthservId)
    .nullish()
    .transform((v) => v || null),
};

const connectionFields = {
  host: requiredText(HOST_MAX).regex(HOST_PATTERN, channelMessages.invalidHost),
  port: portField,
  secure: requiredFlag(catalogueMessages.required),
  userName: requiredText(USER_NAME_MAX),
  password: passwordField,
  folder: z
    .string({ error: messages.badRequest })
    .trim()
    .max(FOLDER_MAX, messages.maxLength(FOLDER_MAX))
    .nullish()
    .transform((v) => v || DEFAULT_MAIL_FOLDER),
};

export const mailboxInput = z
  .object({
    code: codeField,
    ...connectionFields,
    ...signInFields,
    ...senderFields,
    address: email,
    categoryId: requiredId(),
    subCategoryId: requiredId(),
    isActive: requiredFlag(catalogueMessages.required),
  })
  .superRefine((input, context) => {
    // Without it no Authentication-Results header can be told from one the sender wrote.
    if (input.senderCheck === SenderCheck.AuthenticationResults && input.authservId === null)
      context.addIssue({ code: 'custom', path: ['authservId'], message: messages.fieldRequired });
    checkSignInFields(input, context);
  });
export type MailboxInput = z.input<typeof mailboxInput>;
export type MailboxInputParsed = z.output<typeof mailboxInput>;

/**
 * 'Probar conexión': the form's connection values; without a password, the stored one of `mailboxId`. A mailbox
 * signing in with OAuth is tested with its own connection (`mailboxId`, saved and connected).
 */
export const mailboxTestInput = z.object({
  ...connectionFields,
  authKind: signInFields.authKind,
  mailboxId: z.number({ error: messages.invalidId }).int(messages.invalidId).positive(messages.invalidId).nullish(),
});
export type MailboxTestInput = z.input<typeof mailboxTestInput>;
export type MailboxTestInputParsed = z.output<typeof mailboxTestInput>;

export const mailboxTestResult = z.object({ ok: z.literal(true), message: z.string() }).meta({ id: 'MailboxTestResult' });
export type MailboxTestResult = z.infer<typeof mailboxTestResult>;

export const mailbox = z
  .object({
    id: z.number(),
    companyId: z.number(),
    code: z.string(),
    host: z.string(),
    port: z.number(),
    secure: z.boolean(),
    userName: z.string(),
    ...mailboxSignIn,
    folder: z.string(),
    senderCheck: z.enum(senderCheckValues),
    authservId: z.string().nullable(),
    address: z.string(),
    categoryId: z.number(),
    categoryCode: z.string(),
    subCategoryId: z.number(),
    subCategoryCode: z.string(),
    isActive: z.boolean(),
  })
  .meta({ id: 'Mailbox' });
export type Mailbox = z.infer<typeof mailbox>;

export const mailboxItem = z.object({ id: z.number(), code: z.string(), address: z.string() }).meta({ id: 'MailboxItem' });
export type MailboxItem = z.infer<typeof mailboxItem>;

/** What became of a mail read from a mailbox. */
export const InboundMailOutcome = {
  /** Left by versions that claimed a mail before acting on it; a mail is now recorded with its outcome only. */
  Processing: 'processing',
  Ticket: 'ticket',
  Message: 'message',
  AutoAnswered: 'auto-answered',
  Ignored: 'ignored',
  Failed: 'failed',
} as const;
export type InboundMailOutcomeValue = (typeof InboundMailOutcome)[keyof typeof InboundMailOutcome];

export const inboundMail = z
  .object({
    id: z.number(),
    messageId: z.string(),
    fromAddress: z.string().nullable(),
    subject: z.string().nullable(),
    outcome: z.enum(Object.values(InboundMailOutcome) as [InboundMailOutcomeValue, ...InboundMailOutcomeValue[]]),
    reason: z.string().nullable(),
    ticketId: z.number().nullable(),
    receivedDate: z.string(),
  })
  .meta({ id: 'InboundMail' });
export type InboundMail = z.infer<typeof inboundMail>;
