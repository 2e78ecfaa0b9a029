import type { ApiError, StaffClient } from '@portal/api-client';
import type {
  ContentImage,
  StaffAnnouncement,
  StaffCallInput,
  StaffHelpTopic,
} from '@portal/contract';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useStaffApi } from '../api/StaffApi.tsx';

export const merchantsQuery = (api: StaffClient) =>
  queryOptions({ queryKey: ['staffMerchants'], queryFn: () => api.call('staffMerchants', {}) });
/** The merchants the signed-in staff member may act on (every desk's picker). */
export const useMerchants = () => useQuery(merchantsQuery(useStaffApi()));

export type AnnouncementFilter = StaffCallInput<'contentAnnouncements'>;

export const announcementsQuery = (api: StaffClient, filter: AnnouncementFilter) =>
  queryOptions({
    queryKey: ['contentAnnouncements', filter],
    queryFn: () => api.call('contentAnnouncements', filter),
    placeholderData: keepPreviousData,
  });
export const useAnnouncements = (filter: AnnouncementFilter) =>
  useQuery(announcementsQuery(useStaffApi(), filter));

const useInvalidateContent = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['contentAnnouncements'] }),
      client.invalidateQueries({ queryKey: ['contentHelpTopics'] }),
      client.invalidateQueries({ queryKey: ['auditLog'] }),
    ]);
};

export type AnnouncementDraft = Omit<StaffCallInput<'contentAnnouncementCreate'>, 'merchantCode'>;

/** Creates (no id) or edits (an id) an announcement. */
export const useSaveAnnouncement = () => {
  const api = useStaffApi();
  const invalidate = useInvalidateContent();
  return useMutation<
    StaffAnnouncement,
    ApiError,
    { id: number | null; merchantCode: string; draft: AnnouncementDraft }
  >({
    mutationFn: ({ id, merchantCode, draft }) =>
      id === null
        ? api.call('contentAnnouncementCreate', { merchantCode, ...draft })
        : api.call('contentAnnouncementUpdate', { announcementId: id, ...draft }),
    onSuccess: () => invalidate(),
  });
};

export const usePublishAnnouncement = () => {
  const api = useStaffApi();
  const invalidate = useInvalidateContent();
  return useMutation<StaffAnnouncement, ApiError, StaffCallInput<'contentAnnouncementPublish'>>({
    mutationFn: (input) => api.call('contentAnnouncementPublish', input),
    onSuccess: () => invalidate(),
  });
};

export const usePreview = () => {
  const api = useStaffApi();
  return useMutation<
    { title: string; content: string },
    ApiError,
    { title: string; content: string }
  >({ mutationFn: (input) => api.call('contentPreview', input) });
};

const toBase64 = async (file: Blob): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** Uploads a chosen file as it is: the server decides by its bytes whether it is an image. */
export const useUploadImage = () => {
  const api = useStaffApi();
  return useMutation<ContentImage, ApiError, File>({
    mutationFn: async (file) =>
      api.call('contentImageUpload', {
        fileName: file.name.slice(0, 200),
        declaredType: file.type.slice(0, 100),
        data: await toBase64(file),
      }),
  });
};

export const helpTopicsQuery = (api: StaffClient, merchantCode: string | undefined) =>
  queryOptions({
    queryKey: ['contentHelpTopics', merchantCode ?? null],
    queryFn: () => api.call('contentHelpTopics', merchantCode ? { merchantCode } : {}),
  });
export const useHelpTopics = (merchantCode: string | undefined) =>
  useQuery(helpTopicsQuery(useStaffApi(), merchantCode));

export const useSaveHelpTopic = () => {
  const api = useStaffApi();
  const invalidate = useInvalidateContent();
  return useMutation<StaffHelpTopic, ApiError, StaffCallInput<'contentHelpTopicSave'>>({
    mutationFn: (input) => api.call('contentHelpTopicSave', input),
    onSuccess: () => invalidate(),
  });
};
