import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner, Stack } from '@portal/ui-kit';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';

/** The new TOTP secret as a QR code to scan, and as text to type in. */
export const EnrolmentQr = ({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) => {
  const { t } = useLingui();
  // Drawn in the browser: the secret never leaves this page again. Cached by URL, never refetched.
  const qr = useQuery({
    queryKey: ['enrolmentQr', otpauthUrl],
    queryFn: () => QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200 }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  return (
    <Figure as="figure" align="center">
      {qr.data ? (
        <img src={qr.data} width={200} height={200} alt={t`QR code for your authenticator app`} />
      ) : (
        <Spinner label={t`Drawing the QR code`} />
      )}
      <figcaption>
        <Trans>Or type this key:</Trans> <code>{secret}</code>
      </figcaption>
    </Figure>
  );
};

const Figure = styled(Stack)`
  margin: 0;
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    word-break: break-all;
  }
`;
