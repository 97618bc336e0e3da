// QR code of a ticket: a PNG of the ticket's address in the app.
import QRCode from 'qrcode';

export const ticketUrl = (publicUrl: string, id: number) => `${publicUrl}/ticket/${id}`;

export const ticketQrPng = (publicUrl: string, id: number, size = 200): Promise<Buffer> =>
  QRCode.toBuffer(ticketUrl(publicUrl, id), { type: 'png', width: size, margin: 1, errorCorrectionLevel: 'M' });

export const ticketQrDataUrl = async (publicUrl: string, id: number) =>
  `data:image/png;base64,${(await ticketQrPng(publicUrl, id)).toString('base64')}`;
