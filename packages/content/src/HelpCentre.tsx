import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { HelpTopic } from '@portal/contract';
import { Grid } from '@portal/ui-kit';
import { useEffect } from 'react';
import { RichText } from './RichText.tsx';

export interface HelpCentreProps {
  topics: readonly HelpTopic[];
  /** The topic to scroll to (the URL's hash, without '#'). */
  hash?: string;
}

/** The help topics: an index of links, then each topic under its own anchor. */
export const HelpCentre = ({ topics, hash }: HelpCentreProps) => {
  const { t } = useLingui();
  const sorted = [...topics].sort((a, b) => a.sort - b.sort);
  useEffect(() => {
    if (hash) document.getElementById(hash)?.scrollIntoView();
  }, [hash]);
  return (
    <Layout gap="lg" tablet="minmax(140px, 1fr) 3fr">
      <nav aria-label={t`Help topics`}>
        <ul>
          {sorted.map((topic) => (
            <li key={topic.id}>
              <a href={`#${topic.hash}`} aria-current={topic.hash === hash ? 'true' : undefined}>
                {topic.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        {sorted.map((topic) => (
          <Topic key={topic.id} id={topic.hash} aria-labelledby={`${topic.hash}-title`}>
            <h3 id={`${topic.hash}-title`}>{topic.title}</h3>
            <RichText html={topic.content} />
          </Topic>
        ))}
      </div>
    </Layout>
  );
};

// The topics' list and their text side by side from a tablet's width, one above the other on a
// phone (ui-kit's breakpoint, which replaced this screen's own 640px).
const Layout = styled(Grid)`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a[aria-current='true'] {
    font-weight: 700;
  }
`;

const Topic = styled.section`
  scroll-margin-top: ${({ theme }) => theme.spacing.lg}px;
  h3 {
    margin-bottom: ${({ theme }) => theme.spacing.xs}px;
  }
`;
