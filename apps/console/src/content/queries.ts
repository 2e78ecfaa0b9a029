import type { ApiError } from '@portal/api-client';
import type { ContentImage, StaffAnnouncement, StaffCallInput } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { useStaffApi } from '../api/StaffApi.tsx';
import { useRefresh, useStaffRead, useStaffWrite } from '../api/staffQueries.ts';

/** The merchants the signed-in staff member may act on (every desk's picker). */
export const useMerchants = () => useStaffRead('staffMerchants', {});

export type AnnouncementFilter = StaffCallInput<'contentAnnouncements'>;

export const useAnnouncements = (filter: AnnouncementFilter) =>
  useStaffRead('contentAnnouncements', filter, { paged: true });

const CONTENT_READS = ['contentAnnouncements', 'contentHelpTopics'] as const;

export type AnnouncementDraft = Omit<StaffCallInput<'contentAnnouncementCreate'>, 'merchantCode'>;

/** Creates (no id) or edits (an id) an announcement. */
export const useSaveAnnouncement = () => {
  const api = useStaffApi();
  const refresh = useRefresh(CONTENT_READS);
  return useMutation<
    StaffAnnouncement,
    ApiError,
    { id: number | null; merchantCode: string; draft: AnnouncementDraft }
  >({
    mutationFn: ({ id, merchantCode, draft }) =>
      id === null
        ? api.call('contentAnnouncementCreate', { merchantCode, ...draft })
        : api.call('contentAnnouncementUpdate', { announcementId: id, ...draft }),
    onSuccess: () => refresh(),
  });
};

export const usePublishAnnouncement = () =>
  useStaffWrite('contentAnnouncementPublish', CONTENT_READS);

export const usePreview = () => {
  const api = useStaffApi();
  return useMutation<
    { title: string; content: string },
    ApiError,
    { title: string; content: string }
  >({ mutationFn: (input) => api.call('contentPreview', input) });
};

export const toBase64 = async (file: Blob): Promise<string> => {
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

export const useHelpTopics = (merchantCode: string | undefined) =>
  useStaffRead('contentHelpTopics', merchantCode ? { merchantCode } : {});

export const useSaveHelpTopic = () => useStaffWrite('contentHelpTopicSave', CONTENT_READS);

/** Which catalogue's names the content desk edits (issue 27). */
export type NamedCatalogue = 'game' | 'lottery';

export const useCatalogueNames = (
  catalogue: NamedCatalogue,
  merchantCode: string | undefined,
  search: string,
  pageNo: number,
  pageSize: number,
) =>
  useStaffRead(
    catalogue === 'game' ? 'gameNames' : 'lotteryNames',
    { merchantCode: merchantCode ?? '', search, pageNo, pageSize },
    { enabled: !!merchantCode, paged: true },
  );

export const useSaveCatalogueNames = (catalogue: NamedCatalogue) =>
  useStaffWrite(catalogue === 'game' ? 'gameNamesSave' : 'lotteryNamesSave', [
    'gameNames',
    'lotteryNames',
  ]);
