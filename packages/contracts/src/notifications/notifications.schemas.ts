// In-app notifications (spec 3): type 0 generic text with optional link, 1 ticket updated, 2 ticket assigned.
import { z } from 'zod';

export const notification = z.object({
  notificationId: z.number(),
  type: z.number(),
  id: z.number().nullable(),
  text: z.string().nullable(),
  url: z.string().nullable(),
  creationDate: z.string(),
});
export type AppNotification = z.infer<typeof notification>;

export const streamTicket = z.object({ ticket: z.string(), expiresIn: z.number() });
