import styled from '@emotion/styled';
import type { VendorCard as VendorCardData } from '@portal/contract';

export interface VendorCardProps {
  vendor: VendorCardData;
  onOpen: (vendor: VendorCardData) => void;
  /** The small icon in menus and tabs, the large one on game centres. */
  size?: 'small' | 'large';
}

/** A game vendor of a category: its icon and name open it. */
export const VendorCard = ({ vendor, onOpen, size = 'large' }: VendorCardProps) => (
  <Card type="button" data-size={size} onClick={() => onOpen(vendor)}>
    {(size === 'large' ? vendor.lagerIcon : vendor.smallIcon) ? (
      <img
        src={size === 'large' ? vendor.lagerIcon : vendor.smallIcon}
        alt=""
        loading="lazy"
        width={size === 'large' ? 240 : 64}
        height={size === 'large' ? 140 : 64}
      />
    ) : (
      // No icon known (the public vendor list): the vendor's initials stand in.
      <Initials aria-hidden="true">{vendor.displayName.slice(0, 2).toUpperCase()}</Initials>
    )}
    <span>{vendor.displayName}</span>
  </Card>
);

const Initials = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  aspect-ratio: 240 / 140;
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xxl}px;
  font-weight: 700;
  [data-size='small'] > & {
    width: 64px;
    aspect-ratio: 1;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
  }
`;

const Card = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs}px;
  padding: ${({ theme }) => theme.spacing.sm}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  img {
    max-width: 100%;
    height: auto;
    object-fit: contain;
  }
  &[data-size='small'] img {
    width: 64px;
    height: 64px;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;
