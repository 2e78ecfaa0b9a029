import { feedbackHandlers } from './account/feedback.handler.ts';
import { inboxHandlers } from './account/inbox.handler.ts';
import { memberProfileHandlers } from './account/memberProfile.handler.ts';
import { recordsHandlers } from './account/records.handler.ts';
import { rgHandlers } from './account/rg.handler.ts';
import { affiliateCheckHandlers } from './agent/affiliateCheck.handler.ts';
import { cashierHandlers } from './cashier/cashier.handler.ts';
import { walletsHandlers } from './cashier/wallets.handler.ts';
import { announcementsHandlers } from './content/announcements.handler.ts';
import { helpCenterHandlers } from './content/helpCenter.handler.ts';
import { launchChatHandlers } from './content/launchChat.handler.ts';
import { favouritesHandlers } from './games/favourites.handler.ts';
import { gameListHandlers } from './games/gameList.handler.ts';
import { launchHandlers } from './games/launch.handler.ts';
import { roomsHandlers } from './games/rooms.handler.ts';
import { vendorsHandlers } from './games/vendors.handler.ts';
import { winnerBoardHandlers } from './games/winnerBoard.handler.ts';
import type { HandlerMap } from './http/context.ts';
import { drawsHandlers } from './lottery/draws.handler.ts';
import { menusHandlers } from './lottery/menus.handler.ts';
import { oddsHandlers } from './lottery/odds.handler.ts';
import { ordersHandlers } from './lottery/orders.handler.ts';
import { proofsHandlers } from './lottery/proofs.handler.ts';
import { passwordHandlers } from './member/password.handler.ts';
import { passwordResetHandlers } from './member/passwordReset.handler.ts';
import { profileHandlers } from './member/profile.handler.ts';
import { registrationHandlers } from './member/register.handler.ts';
import { missionsHandlers } from './missions/missions.handler.ts';
import { captchaHandlers } from './session/captcha.handler.ts';
import { freePlayLoginHandlers } from './session/freePlayLogin.handler.ts';
import { loginHandlers } from './session/login.handler.ts';
import { loginSmsCodeHandlers } from './session/loginSmsCode.handler.ts';
import { logoutHandlers } from './session/logout.handler.ts';
import { memberInfoHandlers } from './session/memberInfo.handler.ts';
import { newIpHandlers } from './session/newIp.handler.ts';
import { verificationChallengeHandlers } from './session/verificationChallenge.handler.ts';
import { systemHandlers } from './system/settings.handler.ts';
import { walletHandlers } from './wallet/balance.handler.ts';

/** Every implemented call, by catalogue name. */
export const handlers: HandlerMap = {
  ...systemHandlers,
  ...loginHandlers,
  ...logoutHandlers,
  ...captchaHandlers,
  ...memberInfoHandlers,
  ...freePlayLoginHandlers,
  ...verificationChallengeHandlers,
  ...loginSmsCodeHandlers,
  ...newIpHandlers,
  ...walletHandlers,
  ...vendorsHandlers,
  ...gameListHandlers,
  ...favouritesHandlers,
  ...launchHandlers,
  ...roomsHandlers,
  ...winnerBoardHandlers,
  ...launchChatHandlers,
  ...announcementsHandlers,
  ...helpCenterHandlers,
  ...menusHandlers,
  ...drawsHandlers,
  ...ordersHandlers,
  ...proofsHandlers,
  ...oddsHandlers,
  ...registrationHandlers,
  ...passwordHandlers,
  ...passwordResetHandlers,
  ...profileHandlers,
  ...affiliateCheckHandlers,
  ...recordsHandlers,
  ...inboxHandlers,
  ...feedbackHandlers,
  ...memberProfileHandlers,
  ...rgHandlers,
  ...cashierHandlers,
  ...walletsHandlers,
  ...missionsHandlers,
};
