import { useLingui } from '@lingui/react/macro';
import { ContentPosts, useContentPosts } from '@portal/content';
import type { ContentPageName } from '@portal/contract';
import { SeamlessGames } from '@portal/games';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useRouteTitle } from '../routeTitle.tsx';

/** One content page's posts, the post the address names opened (`/:page/:postId`). */
const ContentPage = ({
  page,
  path = `/${page}`,
  children,
}: {
  page: ContentPageName;
  /** Where the page lives, when not at `/page` (the install guides sit under /guide). */
  path?: string;
  children?: ReactNode;
}) => {
  const { i18n } = useLingui();
  const title = useRouteTitle();
  const { postId } = useParams();
  const posts = useContentPosts(page);
  const id = postId === undefined ? undefined : Number(postId);
  return (
    <ContentPosts
      title={title ? i18n._(title) : ''}
      path={path}
      posts={posts.data?.posts}
      loading={posts.isPending}
      error={posts.error}
      onRetry={posts.refetch}
      postId={id !== undefined && Number.isInteger(id) ? id : id === undefined ? undefined : -1}
    >
      {children}
    </ContentPosts>
  );
};

/** /seamless: the games that play from the main wallet, and what staff wrote about them. */
export const SeamlessPage = () => (
  <ContentPage page="seamless">
    <SeamlessGames />
  </ContentPage>
);

export const SponsorPage = () => <ContentPage page="sponsor" />;

export const DescriptionPage = () => <ContentPage page="description" />;

/** /guide/ios and /guide/lite: the download page's install guides, written by staff. */
export const IosGuidePage = () => <ContentPage page="iosGuide" path="/guide/ios" />;

export const LiteGuidePage = () => <ContentPage page="liteGuide" path="/guide/lite" />;
