// 'Correo entrante' (docs/product/channels.md#mailboxes): the admin list, the writes and the connection test need
// permission 28; the picker is open to any signed-in user (it names mailboxes, never their credentials).
import { Permission } from '@tms/contracts';

export const mailboxesPolicy = {
  permission: Permission.Mailboxes,
};
