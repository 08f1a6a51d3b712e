import type { PaymentInfo } from '@dz/shared';
import QRCode from 'qrcode';
import type { MailAttachment } from '../../mail/mailer';

/**
 * The payment instructions' EPC QR code as a PNG to attach to a mail (a banking app scans it from the screen): the
 * same text the profile's QR code carries, error correction M as the EPC guideline asks.
 */
export async function paymentQrAttachment(info: Pick<PaymentInfo, 'epcQr'>): Promise<MailAttachment> {
  const content = await QRCode.toBuffer(info.epcQr, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 360,
  });
  return { filename: 'maksu-payment-qr.png', content, contentType: 'image/png' };
}
