import type { Brand } from '@portal/brand';
import type { BannerGroup } from '@portal/contract';
import { type AnnouncementInput, writeAnnouncements, writeHelpTopics } from '../content/content.ts';
import type { Db } from '../db/database.ts';
import { bannerImagePath } from '../games/mediaPaths.ts';
import type { SeededPromotions } from '../promotions/seedPromotions.ts';
import { type SeedText, seedTextsIn } from './contentTexts.ts';

const banner = (
  key: string,
  groupName: BannerGroup,
  title: string,
  sort: number,
  link?: { linkageType: string; linkage: string },
): AnnouncementInput => ({
  seedKey: `banner:${groupName}:${key}`,
  type: 'B',
  groupName,
  title,
  imageUrl: bannerImagePath(key),
  sort,
  ...(link ?? {}),
});

/** The portal's page of one promotion (the hall's route with the promotion's id). */
const promotionRoute = (id: number) => ({ linkageType: 'ROUTE', linkage: `/promotions/${id}` });

/**
 * What every brand starts with; the brand's name goes into the texts. Every promotion a text
 * advertises is a seeded promotion that pays it (promotions/seedPromotions.ts), and the
 * banners and popups link to it: a popup's `promotionType` carries the promotion's id.
 */
const announcementsFor = (brand: Brand, promotions: SeededPromotions): AnnouncementInput[] => [
  banner('welcome-bonus', 'w_home', 'Welcome bonus', 1, promotionRoute(promotions.welcome)),
  banner('lucky-fruits', 'w_home', 'Lucky Fruits', 2, { linkageType: 'ROUTE', linkage: '/rng' }),
  banner('live-casino', 'w_home', 'Live casino', 3, { linkageType: 'ROUTE', linkage: '/live' }),
  banner('lottery-draws', 'w_home', 'Lottery every minute', 4),
  banner('login-welcome', 'w_login', 'Welcome back', 1),
  banner('register-gift', 'w_register', 'Welcome bonus', 1, promotionRoute(promotions.welcome)),
  banner(
    'registered-first-deposit',
    'w_registered',
    'First deposit bonus',
    1,
    promotionRoute(promotions.welcome),
  ),
  banner('forget-help', 'w_forget', 'Account help', 1),
  {
    seedKey: 'marquee:welcome',
    type: 'H',
    title: `Welcome to ${brand.name}!`,
    content: `<p>Welcome to <strong>${brand.name}</strong>. New games every week.</p>`,
    sort: 1,
  },
  {
    seedKey: 'marquee:maintenance',
    type: 'H',
    title: 'Scheduled maintenance on Tuesday 02:00-04:00',
    content: '<p>Some vendors will be unavailable on <em>Tuesday, 02:00 to 04:00</em>.</p>',
    sort: 2,
  },
  {
    seedKey: 'notice:deposit-channels',
    type: 'PL',
    title: 'New deposit channels',
    content: '<p>Two new deposit channels are open. See <a href="/member">your wallet</a>.</p>',
    sort: 3,
  },
  {
    // Kept as a standing test: the script, the handler and the javascript: link are removed
    // on the way in, and the portal's end-to-end test checks that nothing runs.
    seedKey: 'notice:security-check',
    type: 'PL',
    title: 'Security notice <script>window.__announcementScriptRan = true</script>',
    content:
      '<p>Protect your account: never share your password.</p>' +
      '<script>window.__announcementScriptRan = true</script>' +
      '<img src="/media/banners/security.webp" alt="" onerror="window.__announcementScriptRan = true">' +
      '<a href="javascript:window.__announcementScriptRan = true">details</a>',
    sort: 4,
  },
  {
    seedKey: 'notice:members-vip',
    type: 'PL',
    title: 'VIP week for members',
    content:
      '<p>Every week, Monday 00:00 to Sunday 24:00, every member earns double points on slots.</p>',
    promotionType: String(promotions.vipWeek),
    membersOnly: true,
    sort: 5,
  },
  {
    seedKey: 'popup:visitors',
    type: 'PU',
    execution: 'B',
    title: `Join ${brand.name} today`,
    content:
      '<p>Register, join the welcome bonus, then make your first deposit: it is matched 100% up to 1,000.</p>',
    promotionType: String(promotions.welcome),
    sort: 1,
  },
  {
    seedKey: 'popup:members',
    type: 'PU',
    execution: 'A',
    title: 'Daily rebate is live',
    content: '<p>Slots rebate <strong>1.2%</strong>, live casino 0.8%, paid daily.</p>',
    promotionType: String(promotions.rebate),
    sort: 2,
  },
  {
    seedKey: 'popup:first-login',
    type: 'PU',
    execution: 'F',
    title: 'Your first login gift',
    content:
      '<p>Thanks for registering: join the welcome bonus before your first deposit and it is matched 100% up to 1,000.</p>',
    promotionType: String(promotions.welcome),
    sort: 3,
  },
  {
    seedKey: 'promotion:welcome',
    type: 'PR',
    title: '100% welcome bonus',
    content: '<p>Join, then make your first deposit: it is matched 100% up to 1,000.</p>',
    promotionType: String(promotions.welcome),
    sort: 1,
  },
  {
    seedKey: 'promotion:rebate',
    type: 'PR',
    title: 'Unlimited daily rebate',
    content: '<ul><li>Slots 1.2%</li><li>Live 0.8%</li><li>Sports 1%</li></ul>',
    promotionType: String(promotions.rebate),
    sort: 2,
  },
];

/** The first post of each content page (issue 27): staff add more on the content desk. */
const pagePostsFor = (brand: Brand): AnnouncementInput[] => [
  {
    seedKey: 'page:seamless:main-wallet',
    type: 'SL',
    title: 'Play straight from your main wallet',
    content: `<p>These games take your stake from the main wallet: no transfer to a game wallet first. Your winnings land in the main wallet as each round ends.</p>`,
    sort: 1,
  },
  {
    seedKey: 'page:sponsor:season',
    type: 'SP',
    title: `${brand.name} sponsors the city cup`,
    content: `<p>This season ${brand.name} is the main sponsor of the city football cup. Members get tickets in the weekly draw.</p>`,
    sort: 1,
  },
  {
    seedKey: 'page:description:about',
    type: 'DS',
    title: `About ${brand.name}`,
    content: `<p>${brand.name} is a licensed gaming site with lottery, live casino, slots and sports. Fair play, fast payouts and support around the clock.</p>`,
    sort: 1,
  },
  {
    seedKey: 'page:iosGuide:install',
    type: 'IG',
    title: 'Install the app on iPhone',
    content:
      '<ol><li>Scan the iOS code on the download page with the camera and open the link.</li><li>Allow the profile to download, then open Settings, General, VPN and device management, and install it.</li><li>The app appears on the home screen: open it and log in.</li></ol>',
    sort: 1,
  },
  {
    seedKey: 'page:liteGuide:install',
    type: 'LG',
    title: 'Add the lite app to your home screen',
    content:
      '<ol><li>Open this site in your phone browser.</li><li>Tap Share (iPhone) or the menu (Android), then Add to Home Screen.</li><li>Open the icon: the site starts full screen, like an app, and takes no storage for an install.</li></ol>',
    sort: 1,
  },
];

const helpTopicsFor = (brand: Brand) => [
  {
    hash: 'about',
    title: `About ${brand.name}`,
    content: `<p>${brand.name} offers lottery, live casino, slots, fishing, card games, sports, e-sports and cockfight.</p>`,
  },
  {
    hash: 'deposit',
    title: 'How to deposit',
    content:
      '<ol><li>Log in and open <strong>Deposit</strong>.</li><li>Choose a channel and an amount.</li><li>Follow the payment steps; the balance updates when the payment arrives.</li></ol>',
  },
  {
    hash: 'withdrawal',
    title: 'How to withdraw',
    content:
      '<p>Open <strong>Withdraw</strong>, pick your bank card and the amount, and confirm with your payment password. Confirm receipt once the money arrives.</p>',
  },
  {
    hash: 'faq',
    title: 'Frequently asked questions',
    content:
      '<h3>I forgot my password</h3><p>Use "Forgot password" on the login window.</p><h3>A game does not load</h3><p>Refresh the page or try another browser.</p>',
  },
  {
    hash: 'responsible-gaming',
    title: 'Responsible gaming',
    content: '<p>Only players aged 18 or over may register. Set limits and take breaks.</p>',
  },
  {
    hash: 'privacy',
    title: 'Privacy policy',
    content: '<p>We keep your data only to run your account and never sell it.</p>',
  },
  {
    hash: 'terms',
    title: 'Terms and conditions',
    content: '<p>By playing you accept the rules of each game and of our promotions.</p>',
  },
  {
    hash: 'contact',
    title: 'Contact us',
    content: `<p>Live chat is open around the clock, or write to <a href="mailto:${brand.support.email}">${brand.support.email}</a>.</p>`,
  },
];

/**
 * An item in the brand's default language with its English text as the translation (issue
 * 27): the row's own text is the default language's, the fallback. A brand whose default is
 * English, or a language the seed has no texts in, keeps the English as its own.
 */
const inDefaultLanguage = <T extends { title: string; content?: string }>(
  item: T,
  text: SeedText | undefined,
): T =>
  text
    ? {
        ...item,
        title: text.title,
        content: text.content ?? item.content,
        translations: { EN: { title: item.title, content: item.content ?? '' } },
      }
    : item;

/** Seeds a brand's announcements and help topics through the same write path as any edit. */
export const seedContent = async (
  db: Db,
  merchantId: number,
  brand: Brand,
  promotions: SeededPromotions,
): Promise<void> => {
  const texts = seedTextsIn(brand.defaultLanguage, {
    name: brand.name,
    email: brand.support.email,
  });
  await writeAnnouncements(
    db,
    merchantId,
    [...announcementsFor(brand, promotions), ...pagePostsFor(brand)].map((item) =>
      inDefaultLanguage(item, texts?.announcements[item.seedKey ?? '']),
    ),
  );
  await writeHelpTopics(
    db,
    merchantId,
    helpTopicsFor(brand).map((topic, index) => ({
      ...inDefaultLanguage(topic, texts?.help[topic.hash]),
      sort: index + 1,
    })),
  );
};
