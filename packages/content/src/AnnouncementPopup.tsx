import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { type Notice, pageCount } from '@portal/contract';
import { Button, Grid, Modal, Pagination } from '@portal/ui-kit';
import { useEffect, useId, useState } from 'react';
import { RichText } from './RichText.tsx';

/** Titles per page (portal-spec section 9). */
export const ANNOUNCEMENTS_PER_PAGE = 8;

export interface AnnouncementPopupProps {
  open: boolean;
  onClose: () => void;
  notices: readonly Notice[];
  /** The notice shown first (the marquee opens the one clicked). */
  initialIndex?: number;
  /** `announcement` for popups, `notice` for the marquee's notices. */
  name?: string;
  title?: string;
  /** Opens the reward centre; the popup closes. */
  onGoToPromotion: (notice: Notice) => void;
}

/**
 * Titles eight to a page; the chosen one's rich text beside them, sanitised in the browser.
 * An entry with a promotionType offers a go-to-promotion button.
 */
export const AnnouncementPopup = ({
  open,
  onClose,
  notices,
  initialIndex = 0,
  name = 'announcement',
  title,
  onGoToPromotion,
}: AnnouncementPopupProps) => {
  const { t } = useLingui();
  const contentId = useId();
  const [selected, setSelected] = useState(initialIndex);
  const [page, setPage] = useState(Math.floor(initialIndex / ANNOUNCEMENTS_PER_PAGE) + 1);

  useEffect(() => {
    if (!open) return;
    setSelected(initialIndex);
    setPage(Math.floor(initialIndex / ANNOUNCEMENTS_PER_PAGE) + 1);
  }, [open, initialIndex]);

  const totalPages = pageCount(notices.length, ANNOUNCEMENTS_PER_PAGE);
  const start = (page - 1) * ANNOUNCEMENTS_PER_PAGE;
  const shown = notices.slice(start, start + ANNOUNCEMENTS_PER_PAGE);
  const current = notices[selected];

  return (
    <Modal name={name} open={open} onClose={onClose} title={title ?? t`Announcements`} width={760}>
      <Grid gap="lg" tablet="minmax(160px, 1fr) 2fr">
        <div>
          <Titles>
            {shown.map((notice, offset) => {
              const index = start + offset;
              return (
                <li key={notice.id}>
                  <button
                    type="button"
                    aria-current={index === selected ? 'true' : undefined}
                    aria-controls={contentId}
                    onClick={() => setSelected(index)}
                  >
                    {notice.title}
                  </button>
                </li>
              );
            })}
          </Titles>
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </div>
        <Content>
          {current && (
            <>
              <h3>{current.title}</h3>
              <RichText id={contentId} html={current.content} />
              {current.promotionType && (
                <Button
                  onClick={() => {
                    onGoToPromotion(current);
                    onClose();
                  }}
                >
                  {t`Go to promotion`}
                </Button>
              )}
            </>
          )}
        </Content>
      </Grid>
    </Modal>
  );
};

const Titles = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.spacing.sm}px;
  padding: 0;
  button {
    display: block;
    width: 100%;
    padding: ${({ theme }) => `${theme.spacing.xs}px ${theme.spacing.sm}px`};
    border: none;
    border-radius: ${({ theme }) => theme.radii.small}px;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  button[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Content = styled.div`
  max-height: 60vh;
  overflow: auto;
  h3 {
    margin-top: 0;
  }
`;
