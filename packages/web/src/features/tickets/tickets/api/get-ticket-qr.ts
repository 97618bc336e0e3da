// POST /api/workitems/{id}/qr: the ticket's QR code (a PNG data URL of its address in the app).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api/api-client';
import { ticketQueryKeys } from './tickets-query-keys';

export const getTicketQr = (id: number) => apiPost<{ qrCode: string }>(`/workitems/${id}/qr`, {});

export const ticketQrQueryOptions = (id: number) =>
  queryOptions({ queryKey: ticketQueryKeys.qr(id), queryFn: () => getTicketQr(id), staleTime: Infinity });

export const useTicketQr = (id: number) => useQuery(ticketQrQueryOptions(id));
