import { defineArea } from '../http/area.ts';
import { withEtags } from '../http/etags.ts';
import { staffDb } from '../staff/staffDb.ts';
import { announcementsHandlers } from './announcements.handler.ts';
import { contentHandlers } from './contentDesk.handler.ts';
import { registerContentImageRoute } from './contentImages.ts';
import { contentPostsHandlers } from './contentPosts.handler.ts';
import { helpCenterHandlers } from './helpCenter.handler.ts';
import { launchChatHandlers } from './launchChat.handler.ts';
import * as content from './migrations/0007_content.ts';
import * as contentTranslations from './migrations/0045_content_translations.ts';
import * as contentPages from './migrations/0048_content_pages.ts';
import * as installGuides from './migrations/0054_install_guides.ts';

/** Announcements, banners, the help centre and their uploaded images. */
export const area = defineArea({
  name: 'content',
  handlers: {
    ...launchChatHandlers,
    ...announcementsHandlers,
    ...helpCenterHandlers,
    ...contentPostsHandlers,
  },
  staffHandlers: contentHandlers,
  migrations: {
    '0007_content': content,
    '0045_content_translations': contentTranslations,
    '0048_content_pages': contentPages,
    '0054_install_guides': installGuides,
  },
  routes: ({ app, services }) =>
    withEtags(app, (media) => registerContentImageRoute(media, staffDb(services.db))),
});
