import type { ContentPageName } from '@portal/contract';
import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** A content page's posts in the interface language (a member's own language on the server). */
export const contentPostsQuery = (scope: QueryScope, page: ContentPageName) =>
  callQuery(scope, 'contentPosts', { page, language: scope.language });

export const useContentPosts = (page: ContentPageName) =>
  useQuery(contentPostsQuery(useQueryScope(), page));
