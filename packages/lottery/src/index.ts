export { useClaimMission } from './api/claimMission.ts';
export { drawHistoryQuery, useDrawHistory } from './api/getDrawHistory.ts';
export { drawProofsQuery, useDrawProofs } from './api/getDrawProofs.ts';
export {
  lotteryMenusQuery,
  useLotteryMenus,
  vnLotteryMenusQuery,
} from './api/getLotteryMenus.ts';
export { lotteryOrdersQuery, useLotteryOrders } from './api/getLotteryOrders.ts';
export {
  missionLeaderboardQuery,
  missionsQuery,
  useMissionLeaderboard,
  useMissions,
} from './api/getMissions.ts';
export { nearNumerosQuery, useNearNumeros } from './api/getNearNumeros.ts';
export { useCancelLotteryOrder, usePlaceLotteryOrder } from './api/placeLotteryOrder.ts';
export type { BetSlipProps } from './BetSlip.tsx';
export { BetSlip } from './BetSlip.tsx';
export type { DrawHistoryProps } from './DrawHistory.tsx';
export { DrawHistory } from './DrawHistory.tsx';
export type { DigitTrend, TrendPlace } from './digitTrend.ts';
export { digitTrend } from './digitTrend.ts';
export type { LotteryCentreProps, LotteryPageKind } from './LotteryCentre.tsx';
export { LotteryCentre } from './LotteryCentre.tsx';
export type { LotteryGameProps } from './LotteryGame.tsx';
export { LotteryGame } from './LotteryGame.tsx';
export type { LotteryLobbyProps } from './LotteryLobby.tsx';
export { LotteryLobby } from './LotteryLobby.tsx';
export type { MissionCardProps, MissionCardState } from './MissionCard.tsx';
export { MissionCard } from './MissionCard.tsx';
export type { MissionLeaderboardProps } from './MissionLeaderboard.tsx';
export { MissionLeaderboard } from './MissionLeaderboard.tsx';
export type { MissionsPanelProps } from './MissionsPanel.tsx';
export { MissionsPanel } from './MissionsPanel.tsx';
export { MissionsScreen } from './MissionsScreen.tsx';
export type { OrderListProps } from './OrderList.tsx';
export { OrderList } from './OrderList.tsx';
export type { OfferedPlay } from './offeredPlays.ts';
export { isOfferedPlay, OFFERED_PLAYS, offeredPlays } from './offeredPlays.ts';
export type { PlayPickerProps } from './PlayPicker.tsx';
export { PlayPicker } from './PlayPicker.tsx';
export { PLAY_NAMES } from './playNames.ts';
export type { VerifyPanelProps } from './VerifyPanel.tsx';
export { VerifyPanel } from './VerifyPanel.tsx';
