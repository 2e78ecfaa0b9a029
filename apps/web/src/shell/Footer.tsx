import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { useHelpTopics } from '@portal/content';
import { useVendorLanes } from '@portal/games';
import { Link } from '@portal/ui-kit';
import { useBrand } from '../brand/BrandContext.tsx';

/**
 * The vendors' icons, from the vendor lanes. A component of its own, as are the help topics
 * below: a list arriving (or asked for) as the footer first mounts re-renders only its own part,
 * in one block, not the whole footer.
 */
const VendorIcons = () => {
  const { t } = useLingui();
  const lanes = useVendorLanes() ?? [];
  const vendors = [
    ...new Map(
      lanes.flatMap((lane) => lane.cards).map((card) => [card.vassalage, card] as const),
    ).values(),
  ];
  if (vendors.length === 0) return null;
  return (
    <Vendors aria-label={t`Game vendors`}>
      {vendors.map((card) => (
        <li key={card.vassalage}>
          {card.smallIcon ? (
            <img
              src={card.smallIcon}
              alt={card.displayName}
              width={40}
              height={40}
              loading="lazy"
            />
          ) : (
            // The public vendor list names no icons: the name stands in.
            <span>{card.displayName}</span>
          )}
        </li>
      ))}
    </Vendors>
  );
};

/** The help centre's topics, each a link into the help page. */
const HelpTopicItems = () => {
  const topics = useHelpTopics();
  return [...topics]
    .sort((a, b) => a.sort - b.sort)
    .map((topic) => (
      <li key={topic.id}>
        <Link to={`/help#${topic.hash}`}>{topic.title}</Link>
      </li>
    ));
};

/** Vendor icons, help topics, licence text and copyright (portal-spec section 2). */
export const Footer = () => {
  const { t } = useLingui();
  const brand = useBrand();
  return (
    <Bar>
      <VendorIcons />
      <nav aria-label={t`Help`}>
        <Topics>
          <li>
            <Link to="/help">{t`Help centre`}</Link>
          </li>
          <HelpTopicItems />
          {/* Anyone may apply to become an agent, a visitor too (issue 24). */}
          <li>
            <Link to="/agent-apply">{t`Become an agent`}</Link>
          </li>
        </Topics>
      </nav>
      <Licence>{brand.licence}</Licence>
      <small>{brand.copyright}</small>
    </Bar>
  );
};

// Hand-written, not ui-kit's Stack: the shell is in the home's first load, where this block as a
// Stack measured 70-150 bytes more brotli.
const Bar = styled.footer`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  padding: ${({ theme }) => `${theme.spacing.xl}px ${theme.spacing.xl}px`};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  a {
    color: inherit;
  }
`;

const Vendors = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm}px;
  img {
    display: block;
    border-radius: ${({ theme }) => theme.radii.small}px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Topics = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.md}px;
`;

const Licence = styled.p`
  max-width: 60em;
  margin: 0;
`;
