// GET /api/documents/GetWorkItemReport/{id}: the ticket's PDF report (data, discussion, history, QR code).
import { useMutation } from '@tanstack/react-query';
import { downloadBlob } from './raw-api-request';

export const getTicketReport = (id: number) => downloadBlob(`/documents/GetWorkItemReport/${id}`);

export const useTicketReport = () => useMutation({ mutationFn: getTicketReport });
