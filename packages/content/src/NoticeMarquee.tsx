import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { Notice } from '@portal/contract';
import { Stack } from '@portal/ui-kit';

export interface NoticeMarqueeProps {
  notices: readonly Notice[];
  /** Opens the notice modal at this notice. */
  onOpen: (index: number) => void;
}

/** The home page's running notices: a click opens that notice, "more" opens the first. */
export const NoticeMarquee = ({ notices, onOpen }: NoticeMarqueeProps) => {
  const { t } = useLingui();
  if (notices.length === 0) return null;
  return (
    <Bar as="section" direction="row" align="center" aria-label={t`Notices`}>
      <Track>
        <Runner
          inline
          direction="row"
          gap="xxl"
          style={{ animationDuration: `${Math.max(20, notices.length * 12)}s` }}
        >
          {notices.map((notice, index) => (
            <button key={notice.id} type="button" onClick={() => onOpen(index)}>
              {notice.title}
            </button>
          ))}
        </Runner>
      </Track>
      <More type="button" onClick={() => onOpen(0)}>
        {t`More`}
      </More>
    </Bar>
  );
};

const run = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(-100%); }
`;

const Bar = styled(Stack)`
  padding: ${({ theme }) => `${theme.spacing.xs}px ${theme.spacing.md}px`};
  border-radius: ${({ theme }) => theme.radii.round}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
`;

const Track = styled.div`
  flex: 1;
  overflow: hidden;
  white-space: nowrap;
`;

const Runner = styled(Stack)`
  animation: ${run} linear infinite;
  &:hover,
  &:focus-within {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  button {
    border: none;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
`;

const More = styled.button`
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.onSurface};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;
