// The form's control: values as typed (MailboxInput), values as sent (MailboxInputParsed).
import type { Control } from 'react-hook-form';
import type { MailboxInput, MailboxInputParsed } from '@tms/contracts';

export type MailboxFormControl = Control<MailboxInput, unknown, MailboxInputParsed>;
