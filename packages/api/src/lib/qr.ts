// QR codes: a PNG of a ticket's address in the app, and of any text (the second step's otpauth address).
import QRCode from 'qrcode';

export const ticketUrl = (publicUrl: string, id: number) => `${publicUrl}/ticket/${id}`;

const qrPng = (text: string, size: number): Promise<Buffer> =>
  QRCode.toBuffer(text, { type: 'png', width: size, margin: 1, errorCorrectionLevel: 'M' });

export const ticketQrPng = (publicUrl: string, id: number, size = 200): Promise<Buffer> => qrPng(ticketUrl(publicUrl, id), size);

/** A PNG data URL of the QR code of `text`. */
export const qrDataUrl = async (text: string, size = 200) =>
  `data:image/png;base64,${(await qrPng(text, size)).toString('base64')}`;

export const ticketQrDataUrl = (publicUrl: string, id: number) => qrDataUrl(ticketUrl(publicUrl, id));
