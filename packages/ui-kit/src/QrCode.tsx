import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';

export interface QrCodeProps {
  /** What the code holds (an address, an otpauth:// secret). */
  value: string;
  /** The image's accessible name (say what the code is for). */
  label: string;
  /** Side in CSS pixels. */
  size?: number;
  /** Quiet zone in modules; 1 by default. */
  margin?: number;
  /** Told when the encoder failed to load or draw; the caller keeps a text fallback. */
  onError?: (error: unknown) => void;
}

/**
 * A QR code drawn on a canvas, named as an image. The encoder (`qrcode`) loads when a code is
 * drawn, so screens that show none never carry it.
 */
export const QrCode = ({ value, label, size = 120, margin = 1, onError }: QrCodeProps) => {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toCanvas(target, value, { width: size, margin, errorCorrectionLevel: 'M' }),
      )
      .catch((error: unknown) => onError?.(error));
  }, [value, size, margin, onError]);
  return (
    <Canvas ref={canvas} width={size} height={size} size={size} role="img" aria-label={label} />
  );
};

const Canvas = styled('canvas', { shouldForwardProp: (prop) => prop !== 'size' })<{
  size: number;
}>`
  width: ${({ size }) => size}px;
  height: ${({ size }) => size}px;
  background: #fff;
`;
