import { useLingui } from '@lingui/react/macro';
import { reportFailure } from '@portal/session';
import { QrCode } from '@portal/ui-kit';

/** The code's side in CSS pixels (ours: big enough to scan from a phone screen held up). */
const QR_SIZE = 120;

const reportQrFailure = (error: unknown) => reportFailure('affiliate link QR code', error);

/**
 * An affiliate link as a QR code, for a visitor to scan with a phone. A failure leaves the
 * link's text and copy button, which still work.
 */
export const LinkQr = ({ url }: { url: string }) => {
  const { t } = useLingui();
  return (
    <QrCode value={url} size={QR_SIZE} label={t`QR code of ${url}`} onError={reportQrFailure} />
  );
};
