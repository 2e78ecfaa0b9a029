// The table is written by scripts/writeCallRoutes.ts from the catalogue; do not edit it by hand.
import type { CallRoute } from './call.ts';
import type { CallName } from './catalogue.ts';

// name METHOD path flags cache; flags: t token, o tokenOptional, e encrypted, b bare, - none.
const table = `systemStatus GET /wps/system/status - none
whitelabel GET /wps/system/whitelabel - none
registerSettings GET /wps/system/setting/register - session
countryCodes GET /wps/system/countryCodes - session
cipherKey GET /wps/system/cipherKey - session
domainRoute GET /wps/system/domainRoute - none
login POST /wps/session/login e none
logout DELETE /wps/session/logout t none
captcha GET /wps/captcha - none
memberInfo GET /wps/member/info t none
loginSmsCode POST /wps/verification/sms/noLogin - none
freePlayLogin POST /wps/session/login/freeplay - none
socialProviders GET /wps/session/social/providers - none
socialLoginStart POST /wps/session/social/start o none
authenticatorStatus GET /wps/member/authenticator t none
authenticatorEnrol POST /wps/member/authenticator/enrol t none
authenticatorConfirm POST /wps/member/authenticator/confirm t none
authenticatorRemove POST /wps/member/authenticator/remove t none
socialIdentities GET /wps/member/social t none
socialLogin POST /wps/session/login/social e none
verificationChallenge GET /wps/verification/challenge - none
newIpCode POST /wps/verification/newIp/code - none
newIpVerify POST /wps/verification/newIp e none
register PUT /wps/member/register e none
registerMobile PUT /wps/member/register/mobile e none
registerSmsCode POST /wps/verification/sms/register - none
registerMobileSmsCode POST /wps/verification/sms/register/mobile - none
memberIcon GET /wps/member/info/icon t none
updateMemberIcon POST /wps/member/info/icon t none
changePassword POST /wps/member/password te none
forgotPasswordByEmail POST /wps/member/password/email - none
resetPasswordByPhone POST /wps/member/password/verification e none
passwordResetLinkCheck POST /wps/member/password/reset/check e none
resetPasswordWithLink POST /wps/member/password/reset e none
loginInfo GET /wps/member/loginInfo t none
firstLogin POST /wps/member/firstLogin t none
updateLanguage POST /wps/member/language t none
affiliateCheck GET /wps/agent/affiliate - none
consolidatedContractInfo GET /wps/member/info/funds/consolidated t none
contracts GET /wps/relay/MCS2_getContractList t none
createContract POST /wps/relay/MCS2_createContractReq t none
terminateContract POST /wps/relay/MCS2_terminateContractReq t none
withdrawContractOffer POST /wps/relay/MCS2_withdrawContractReq t none
agentPayRecords GET /wps/relay/MCS2_getAgentPayRecords t none
dividendBills GET /wps/relay/MCS2_getDividendBills t none
payDividendBill POST /wps/relay/MCS2_payDividendBill t none
processDividendContract POST /wps/relay/MCS2_processDividendReq t none
processDailySalaryContract POST /wps/relay/MCS2_processDailySalContract t none
processHourlySalaryContract POST /wps/relay/MCS2_processContractHourSalary t none
processRealTimeSalaryContract POST /wps/relay/MCSFE_processRealTimeSalaryContract t none
agentLinks GET /wps/agent/links t none
agentLinkCreate POST /wps/agent/links t none
agentLinkDelete POST /wps/agent/links/delete t none
agentRegisterDownline POST /wps/agent/team/register te none
agentTeamOverview GET /wps/agent/team/overview t none
agentTeamMembers GET /wps/agent/team/members t none
agentUserLoss GET /wps/agent/team/loss t none
agentTransfer POST /wps/agent/transfer te none
agentTeamBets GET /wps/agent/team/bets t none
agentApply POST /wps/agent/apply o none
agentSelf GET /wps/agent/self t none
agentIncome GET /wps/agent/income t none
balance GET /wps/v2/wallets/balance t none
walletTransfer POST /wps/relay/GCS_walletTransfer t none
merchantWallet GET /wps/relay/GCS_merchantWallet t session
memberTransactions GET /wps/relay/ODSFE2_MemTransDet t none
unconfirmedWithdrawals GET /wps/withdrawal/unconfirmed t none
confirmWithdrawal POST /wps/withdrawal/confirm t none
autoTransfer GET /wps/relay/GCS_autoTransfer t none
setAutoTransfer POST /wps/relay/GCS_autoTransferUpdate t none
serviceFigures GET /wps/relay/MCSFE_getServiceFigures - none
depositChannels GET /wps/cashier/deposit/channels t none
depositCreate POST /wps/cashier/deposit t none
depositOrder GET /wps/cashier/deposit/order t none
bankCards GET /wps/cashier/bankCards t none
bankCardBind POST /wps/cashier/bankCards/bind te none
paymentPasswordSet POST /wps/cashier/paymentPassword te none
paymentPasswordResetCode POST /wps/cashier/paymentPassword/resetCode t none
paymentPasswordReset POST /wps/cashier/paymentPassword/reset te none
withdrawalInfo GET /wps/cashier/withdrawal/info t none
withdrawalRequest POST /wps/cashier/withdrawal te none
withdrawals GET /wps/cashier/withdrawals t none
walletRecall POST /wps/relay/GCS_walletRecall t none
launchGame GET /wps/game/launchGame t none
lobbyLaunchGame GET /wps/relay/GCS_gameLaunchFB - none
gameList GET /wps/relay/GCSGAME_gameList t none
hotGames GET /wps/relay/GCSGAME_hotGamesV2 - session
seamlessGames GET /wps/game/seamless - none
vendorGameTypes GET /wps/relay/GCSGAME_getVassGameType - none
gameVendors GET /wps/relay/GCSGAME_gameVendor t session
favouriteGameIds GET /wps/relay/MCSFE_getFavoriteGames t none
favouriteGames GET /wps/relay/MCSFE_getFavoriteGamesList t none
addFavouriteGame POST /wps/relay/MCSFE_addFavoriteGameV2 t none
removeFavouriteGame DELETE /wps/relay/MCSFE_removeFavoriteGameV2 t none
recentGames GET /wps/relay/GCS_recentGame t none
pvpRooms GET /wps/relay/GLS2_roomList t none
liveModels GET /wps/relay/CBS_modelList - none
winnerBoard GET /wps/relay/ODSFE2_getWinnerBoard - session
lotteryGameMenus GET /lgw/games/game_menus b none
vnLotteryGameMenu GET /lgw/vn/games/game_menu b none
vnRecentLotteryGames GET /lgw/vn/games/game_menu/recent tb none
popularLottery GET /lgw/games/popular b none
vnOpenedNumeros GET /lgw/vn/numeros/opened/game b none
openedNumeros GET /lotto/lgw/games/opened/numero b none
nearNumeros GET /lgw/numeros/near b none
placeLotteryOrder POST /lgw/orders tb none
cancelLotteryOrder POST /lgw/orders/cancel tb none
lotteryOrders GET /lgw/orders tb none
lotteryDrawHistory GET /lgw/draw/{gameId} b none
recentDrawProofs GET /lgw/draws/recent b none
nextDrawCommitment GET /lgw/draws/next b none
lotteryOdds GET /lgw/odds b none
promotions GET /wps/relay/MCSFE_getPromotionList o none
joinPromotion POST /wps/relay/MCSFE_signUpPromotionJoin t none
requestPromotionReward POST /wps/relay/MCSFE_signUpRequestReward t none
giveUpBonus POST /wps/relay/MCSFE_giveUpBonus t none
claimRaffle POST /wps/relay/MCS2_claimRafflePromotion t none
applyPromotion POST /wps/relay/MCSFE_applyPromotion t none
raffleVerification GET /wps/relay/MCSFE_getRaffleDraws t none
popRedEnvelope POST /wps/relay/MCSFE_popRedEnvelope t none
referral GET /wps/relay/MCSFE_getReferral t none
referralInvites GET /wps/relay/MCSFE_getReferralInvites t none
chatLinks GET /wps/relay/MCSFE_getChatLinks t none
sendChatLinkCode POST /wps/relay/MCSFE_sendChatLinkCode t none
linkChatNumber POST /wps/relay/MCSFE_linkChatNumber t none
missionSummary GET /wps/relay/MCSFE_getMissionSummaryDetails t none
missionLeaderboard GET /wps/relay/MCSFE_getMissionLeaderboard t none
claimMission POST /wps/relay/MCSFE_claimMissionReward t none
pointBalance GET /wps/relay/MCS2_getPointBalance t none
pointRewards GET /wps/relay/MCS2_getPointReward t none
redeemPointReward POST /wps/relay/passwordCheck/MCS2_redeemPointReward te none
redeemRecords GET /wps/relay/MCS2_getRedeemPointList t none
pointConfig GET /wps/relay/MCS2_getPointConfig t none
convertPoints POST /wps/relay/passwordCheck/MCS2_convertPoint te none
announcements GET /wps/relay/MCSFE_getListAnnouncements o none
helpCenter GET /wps/system/helpCenter - none
contentPosts GET /wps/content/posts o none
feedback POST /wps/feedback o none
unreadCount GET /wps/relay/CSP_unreadCount t none
launchChat GET /wps/relay/CBS_launchChat o none
chatMessages GET /wps/relay/CBS_chatMessages t none
chatPost POST /wps/relay/CBS_chatPost t none
betRecords GET /wps/relay/ODSFE2_betRecords t none
profitLoss GET /wps/relay/ODSFE2_profitLoss t none
bonusRecords GET /wps/relay/MCSFE_bonusRecords t none
inbox GET /wps/relay/CSP_messageList t none
readMessages POST /wps/relay/CSP_readMessages t none
deleteMessages POST /wps/relay/CSP_deleteMessages t none
updateNickname POST /wps/member/info/nickname t none
loginDevices GET /wps/member/loginDevices t none
rgSettings GET /wps/member/rg t none
setRgLimit POST /wps/member/rg/limit t none
confirmRgLimit POST /wps/member/rg/limit/confirm t none
setRealityCheck POST /wps/member/rg/realityCheck t none
realityCheck GET /wps/member/rg/realityCheck t none
takeTimeOut POST /wps/member/rg/timeOut t none
selfExclude POST /wps/member/rg/selfExclusion t none
accountHistoryCsv GET /wps/member/rg/history t none`;

/**
 * How each call travels, without its schemas: what a client needs to send a call and read
 * the answer. The portal's first load carries this instead of the whole catalogue.
 */
export const callRoutes: Readonly<Record<CallName, CallRoute>> = Object.fromEntries(
  table.split('\n').map((line) => {
    const [name, method, path, flags, cache] = line.split(' ') as [
      CallName,
      CallRoute['method'],
      string,
      string,
      CallRoute['cache'],
    ];
    const route: CallRoute = {
      method,
      path,
      token: flags.includes('t'),
      tokenOptional: flags.includes('o'),
      encrypted: flags.includes('e'),
      bare: flags.includes('b'),
      cache,
    };
    return [name, route];
  }),
) as Record<CallName, CallRoute>;
