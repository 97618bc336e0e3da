// The ticket's QR code (200 x 200), pointing at its screen in the app.
import { Box, Skeleton } from '@mui/material';
import { useTicketQr } from '../api/get-ticket-qr';

const QR_SIZE = 200;

export function TicketQrCode({ ticketId }: { ticketId: number }) {
  const qr = useTicketQr(ticketId);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      {qr.data ? (
        <img src={qr.data.qrCode} width={QR_SIZE} height={QR_SIZE} alt={`Código QR del ticket ${ticketId}`} />
      ) : (
        <Skeleton variant="rectangular" width={QR_SIZE} height={QR_SIZE} />
      )}
    </Box>
  );
}
