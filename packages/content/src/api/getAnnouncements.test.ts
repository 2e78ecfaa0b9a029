import type { ApiClient } from '@portal/api-client';
import { describe, expect, it, vi } from 'vitest';
import { announcementsQuery } from './getAnnouncements.ts';

const api = { call: vi.fn(), clearCache: vi.fn() } as unknown as ApiClient;

describe('announcementsQuery', () => {
  it('is one key per language, whoever asks (home page, sign-in banners, popups)', () => {
    const home = announcementsQuery({ api, language: 'EN', token: null });
    const banners = announcementsQuery({ api, language: 'EN', token: null });
    expect(home.queryKey).toEqual(banners.queryKey);
    expect(announcementsQuery({ api, language: 'UR', token: null }).queryKey).not.toEqual(
      home.queryKey,
    );
  });
  it('is asked again for a member, who gets their own notices', () => {
    expect(announcementsQuery({ api, language: 'EN', token: 'member' }).queryKey).not.toEqual(
      announcementsQuery({ api, language: 'EN', token: null }).queryKey,
    );
  });
});
