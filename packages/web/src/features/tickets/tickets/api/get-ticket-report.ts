// GET /api/documents/GetWorkItemReport/{id}: the ticket's PDF report (data, discussion, history, QR code).
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '@/lib/api/api-client';

export const getTicketReport = (id: number) => apiBlob(`/documents/GetWorkItemReport/${id}`);

export const useTicketReport = () => useMutation({ mutationFn: getTicketReport });
