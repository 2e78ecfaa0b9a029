import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/**
 * The announcements (banners, notices, popups) in the interface language: one query key for
 * the home page, the sign-in popups' banners and the announcement popups, so they are
 * fetched once per language (and asked again for a member, who gets their own).
 */
export const announcementsQuery = (scope: QueryScope) =>
  callQuery(scope, 'announcements', { language: scope.language });

/** The announcements; `enabled: false` waits until someone needs them (a popup opened). */
export const useAnnouncements = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...announcementsQuery(useQueryScope()), enabled });
