// A saved mailbox as the API sends it, for component tests: 'Soporte', read over IMAPS, its tickets going to
// Sistemas > Correo.
import type { Mailbox } from '@tms/contracts';

export const supportMailbox: Mailbox = {
  id: 4,
  companyId: 1,
  code: 'Soporte',
  host: 'imap.example.com',
  port: 993,
  secure: true,
  userName: 'soporte@example.com',
  folder: 'INBOX',
  address: 'soporte@example.com',
  senderCheck: 'authentication-results',
  authservId: 'mx.example.com',
  categoryId: 2,
  categoryCode: 'Sistemas',
  subCategoryId: 5,
  subCategoryCode: 'Correo',
  isActive: true,
};
