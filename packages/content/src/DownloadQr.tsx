import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { reportFailure } from '@portal/session';
import { useEffect, useRef } from 'react';

/** QR settings of the download page (portal-spec: 100 px, no margin, level M). */
export const QR_SIZE = 100;
const LOGO_SIZE = 24;

export interface DownloadQrProps {
  url: string;
  /** The resource's name, shown beneath the code. */
  label: string;
  /** The brand's favicon, drawn in the centre (level M still reads with it covered). */
  logoUrl?: string;
}

/** A download link as a QR code with the brand's icon in the middle and its name beneath. */
export const DownloadQr = ({ url, label, logoUrl }: DownloadQrProps) => {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    let current = true;
    // Loaded when a code is drawn: the encoder stays out of the pages that show none.
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toCanvas(target, url, { width: QR_SIZE, margin: 0, errorCorrectionLevel: 'M' }),
      )
      .then(() => {
        if (!current || !logoUrl) return;
        const logo = new Image();
        logo.onload = () => {
          const context = target.getContext('2d');
          if (!current || !context) return;
          const at = (QR_SIZE - LOGO_SIZE) / 2;
          context.fillStyle = '#fff';
          context.fillRect(at - 2, at - 2, LOGO_SIZE + 4, LOGO_SIZE + 4);
          context.drawImage(logo, at, at, LOGO_SIZE, LOGO_SIZE);
        };
        logo.src = logoUrl;
      })
      // The link beneath still works without the picture.
      .catch((error: unknown) => reportFailure('QR code', error));
    return () => {
      current = false;
    };
  }, [url, logoUrl]);
  return (
    <Figure>
      <canvas
        ref={canvas}
        width={QR_SIZE}
        height={QR_SIZE}
        role="img"
        aria-label={t`QR code: ${label}`}
      />
      <figcaption>
        <a href={url}>{label}</a>
      </figcaption>
    </Figure>
  );
};

const Figure = styled.figure`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs}px;
  margin: 0;
  padding: ${({ theme }) => theme.spacing.md}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: #fff;
  color: #111;
  a {
    color: inherit;
    font-weight: 600;
  }
`;
