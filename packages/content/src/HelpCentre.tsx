import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { HelpTopic } from '@portal/contract';
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
    <Layout>
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

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(140px, 1fr) 3fr;
  gap: ${({ theme }) => theme.spacing.lg}px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a[aria-current='true'] {
    font-weight: 700;
  }
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
  }
`;

const Topic = styled.section`
  scroll-margin-top: ${({ theme }) => theme.spacing.lg}px;
  h3 {
    margin-bottom: ${({ theme }) => theme.spacing.xs}px;
  }
`;
