import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { reportFailure } from '@portal/session';
import { useEffect, useRef } from 'react';

/** The code's side in CSS pixels (ours: big enough to scan from a phone screen held up). */
const QR_SIZE = 120;

/** An affiliate link as a QR code, for a visitor to scan with a phone. */
export const LinkQr = ({ url }: { url: string }) => {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    // Loaded when a code is drawn: the encoder stays out of the screens that show none. A
    // failure leaves the link's text and copy button, which still work.
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toCanvas(target, url, { width: QR_SIZE, margin: 1, errorCorrectionLevel: 'M' }),
      )
      .catch((error: unknown) => reportFailure('affiliate link QR code', error));
  }, [url]);
  return (
    <Canvas
      ref={canvas}
      width={QR_SIZE}
      height={QR_SIZE}
      role="img"
      aria-label={t`QR code of ${url}`}
    />
  );
};

const Canvas = styled.canvas`
  width: ${QR_SIZE}px;
  height: ${QR_SIZE}px;
  background: #fff;
`;
