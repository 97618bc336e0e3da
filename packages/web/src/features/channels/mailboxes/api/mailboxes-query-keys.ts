// Cache keys of the 'Correo entrante' screen; every change to a mailbox refreshes `all` (its mails included).
import { catalogueQueryKeys } from '@/components/catalogue-kit/api/catalogue-query-keys';

export const mailboxesQueryKeys = catalogueQueryKeys('mailboxes');
