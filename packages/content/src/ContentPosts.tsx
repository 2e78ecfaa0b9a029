import styled from '@emotion/styled';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ContentPost } from '@portal/contract';
import { Link, ListStack, QueryStatus, Stack } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { RichText } from './RichText.tsx';

export interface ContentPostsProps {
  /** The page's title (its route's). */
  title: string;
  /** The page's address: a post opens at `${path}/${id}`. */
  path: string;
  posts: readonly ContentPost[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => unknown;
  /** The post the address names; none: the list. */
  postId?: number | undefined;
  /** Shown above the list (the seamless page's games). */
  children?: ReactNode;
}

/**
 * A content page (/seamless, /sponsor, /description; issue 27): the posts staff write on the
 * content desk, blog-style, newest first (title, date, summary), each opening its own page.
 */
export const ContentPosts = ({
  title,
  path,
  posts,
  loading,
  error,
  onRetry,
  postId,
  children,
}: ContentPostsProps) => {
  const { t, i18n } = useLingui();
  const date = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium' });
  const post = postId === undefined ? undefined : posts?.find((p) => p.id === postId);
  const status = (
    <QueryStatus
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={posts?.length === 0 && postId === undefined && t`Nothing has been posted here yet.`}
      loadingLabel={t`Loading posts…`}
    />
  );

  if (postId !== undefined) {
    return (
      <Page gap="md">
        <Link to={path}>{t`All posts of ${title}`}</Link>
        {status}
        {posts && !post && (
          <p role="status">
            <Trans>This post is not here any more.</Trans>
          </p>
        )}
        {post && (
          <article aria-labelledby="post-title">
            <h1 id="post-title">{post.title}</h1>
            <Time dateTime={post.date}>{date(post.date)}</Time>
            <RichText html={post.content} />
          </article>
        )}
      </Page>
    );
  }

  return (
    <Page gap="md">
      <h1>{title}</h1>
      {children}
      {status}
      {posts && posts.length > 0 && (
        <Posts gap="lg" aria-label={t`Posts`}>
          {posts.map((p) => (
            <li key={p.id}>
              <article aria-labelledby={`post-${p.id}`}>
                <h2 id={`post-${p.id}`}>
                  <Link to={`${path}/${p.id}`}>{p.title}</Link>
                </h2>
                <Time dateTime={p.date}>{date(p.date)}</Time>
                <p>{p.summary}</p>
              </article>
            </li>
          ))}
        </Posts>
      )}
    </Page>
  );
};

const Page = styled(Stack)`
  padding: ${({ theme }) => theme.spacing.xl}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.onSurface};
  h1,
  h2 {
    margin: 0;
  }
`;

const Posts = styled(ListStack)`
  p {
    margin: ${({ theme }) => theme.spacing.xs}px 0 0;
  }
`;

const Time = styled.time`
  display: block;
  color: ${({ theme }) => theme.colors.mutedOnSurface};
  font-size: 0.875em;
`;
