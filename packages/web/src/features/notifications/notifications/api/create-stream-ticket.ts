// POST /api/notifications/stream-ticket: a single-purpose ticket, valid 60 seconds, to open the live stream with
// (EventSource cannot send the bearer header).
import type { z } from 'zod';
import type { streamTicket } from '@tms/contracts';
import { apiPost } from '@/lib/api/api-client';

export type StreamTicket = z.infer<typeof streamTicket>;

export const createStreamTicket = () => apiPost<StreamTicket>('/notifications/stream-ticket');
