import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { Stack, TextField, throttle } from '@portal/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

/** The captcha image may be asked for at most once a second (portal-spec section 9). */
export const CAPTCHA_REFRESH_MS = 1000;

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string;
  /** Loads a captcha image (a data URL). */
  loadCaptcha: () => Promise<string>;
  /** Changing it loads a new image (a failed attempt used the last one up). */
  generation?: number;
}

/** A captcha input and its image; pressing the image loads a new one, once a second at most. */
export const CaptchaField = ({
  value,
  onChange,
  onBlur,
  error,
  hint,
  loadCaptcha,
  generation = 0,
}: CaptchaFieldProps) => {
  const { t } = useLingui();
  // Every press (at most one a second) and every new generation is a new image: the query
  // key counts them, and an image is never reused from the cache.
  const [presses, setPresses] = useState(0);
  const press = useMemo(
    () => throttle(CAPTCHA_REFRESH_MS, () => setPresses((count) => count + 1)),
    [],
  );
  const { data: image } = useQuery({
    queryKey: ['captcha', generation, presses],
    queryFn: loadCaptcha,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  return (
    <Row direction="row" align="flex-start">
      <TextField
        label={t`Captcha`}
        name="captcha"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
        hint={hint}
        maxLength={16}
      />
      {/* Named for what it shows: the image's new-image label, or its own text until there is one. */}
      <ImageButton
        type="button"
        onClick={press}
        aria-label={image ? t`Show a new captcha image` : undefined}
      >
        {image ? (
          <img src={image} alt={t`Characters to type`} width={120} height={40} />
        ) : (
          t`Load captcha`
        )}
      </ImageButton>
    </Row>
  );
};

// The code's field takes the room the button beside it leaves.
const Row = styled(Stack)`
  & > :first-of-type {
    flex: 1;
    min-width: 0;
  }
`;

const ImageButton = styled.button`
  flex: none;
  align-self: flex-start;
  margin-top: 22px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 120px;
  height: 40px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.onBackground};
  cursor: pointer;
  overflow: hidden;
`;
