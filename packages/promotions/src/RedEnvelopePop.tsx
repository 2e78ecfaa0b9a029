import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { Promotion } from '@portal/contract';
import { useMoney } from '@portal/session';
import { Stack } from '@portal/ui-kit';
import { usePopRedEnvelope } from './api/kinds.ts';
import { CallFailure, isOpenToMember, useMemberPress } from './promotionParts.tsx';

/**
 * The red envelope's part of its page: one envelope a member, popped with a press, its share
 * shown at once. Designed: the hall's `join` or `claim` is when the member may still pop.
 */
export const RedEnvelopePop = ({ promotion }: { promotion: Promotion }) => {
  const { t } = useLingui();
  const money = useMoney();
  const pop = usePopRedEnvelope();
  const { press } = useMemberPress(promotion, pop);
  const popped = pop.data;
  return (
    <Stack gap="sm">
      {popped ? (
        <Opened as="p" align="center" gap="xs" role="status">
          <strong>{t`You got ${money(popped.amount)}!`}</strong>
          <span>
            {popped.envelopesLeft === 0
              ? t`That was the last envelope.`
              : t`${popped.envelopesLeft} envelopes are left for others.`}
          </span>
        </Opened>
      ) : (
        isOpenToMember(promotion) && (
          <Envelope
            type="button"
            onClick={press}
            disabled={pop.isPending}
            aria-busy={pop.isPending || undefined}
          >
            {t`Open the red envelope`}
          </Envelope>
        )
      )}
      <CallFailure error={pop.error} />
    </Stack>
  );
};

const shake = keyframes`
  0%, 100% { transform: rotate(0); }
  25% { transform: rotate(-3deg); }
  75% { transform: rotate(3deg); }
`;

/** Red and gold whatever the brand's colours: the red envelope is a custom, not a theme. */
const Envelope = styled.button`
  align-self: center;
  width: 180px;
  height: 220px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: #c8102e;
  color: #ffd700;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover:not(:disabled) {
    animation: ${shake} 0.4s ease-in-out;
  }
  @media (prefers-reduced-motion: reduce) {
    &:hover:not(:disabled) {
      animation: none;
    }
  }
  &:disabled {
    cursor: progress;
    opacity: 0.8;
  }
`;

const Opened = styled(Stack)`
  margin: 0;
  padding: ${({ theme }) => theme.spacing.lg}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: #c8102e;
  color: #ffd700;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
  }
`;
