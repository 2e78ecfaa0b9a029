export {
  CHAT_POLL_MS,
  chatMessagesQuery,
  useChatMessages,
  useChatPost,
} from './api/getChatRoom.ts';
export { favouriteGameIdsQuery, useFavouriteGameIds } from './api/getFavouriteGames.ts';
export { GAME_PAGE_SIZE, gameListQuery, useGameList } from './api/getGameList.ts';
export { hotGamesQuery, useHotGames } from './api/getHotGames.ts';
export { liveModelsQuery, useChatLaunch, useLiveModels } from './api/getLiveModels.ts';
export {
  favouriteGamesQuery,
  MEMBER_LANE_SIZE,
  recentGamesQuery,
  useFavouriteGames,
  useRecentGames,
} from './api/getMemberLanes.ts';
export type { PopularDraws } from './api/getPopularLotteries.ts';
export { popularLotteriesQuery, usePopularLotteries } from './api/getPopularLotteries.ts';
export { pvpRoomsQuery, usePvpRooms } from './api/getPvpRooms.ts';
export { seamlessGamesQuery, useSeamlessGames } from './api/getSeamlessGames.ts';
export { useVendorLanes, vendorLanesQuery } from './api/getVendorLanes.ts';
export { useWinnerBoard, WINNER_BOARD_SIZE, winnerBoardQuery } from './api/getWinnerBoard.ts';
export { ChatRoom } from './ChatRoom.tsx';
export type { DrawCountdown } from './drawCountdown.ts';
export {
  CLOSED_REFRESH_MS,
  drawCountdown,
  drawEndAt,
  MAX_REFRESH_MS,
  nextRefreshMs,
} from './drawCountdown.ts';
export type { GameCardProps } from './GameCard.tsx';
export { GameCard } from './GameCard.tsx';
export type { GameCategoryTabsProps } from './GameCategoryTabs.tsx';
export { GameCategoryTabs, TAB_VENDORS } from './GameCategoryTabs.tsx';
export type { GameCentreProps, GameListCentreProps } from './GameCentre.tsx';
export { GameCentre, GameListCentre } from './GameCentre.tsx';
export type { GameLaneProps } from './GameLane.tsx';
export { GameLane } from './GameLane.tsx';
export type { GamePopupProps } from './GamePopup.tsx';
export { GamePopup } from './GamePopup.tsx';
export type { GamesProviderProps } from './GamesProvider.tsx';
export { GamesProvider } from './GamesProvider.tsx';
export type { LaunchTarget } from './gamesContext.ts';
export {
  toGameCategory,
  useFavourites,
  useLaunchGame,
} from './gamesContext.ts';
export { HotGames } from './HotGames.tsx';
export type { LiveModelsProps } from './LiveModels.tsx';
export { LiveModels } from './LiveModels.tsx';
export { FavouriteGamesLane, MemberGameLanes, RecentGamesLane } from './MemberGameLanes.tsx';
export type { PopularLotteriesProps } from './PopularLotteries.tsx';
export { PopularLotteries } from './PopularLotteries.tsx';
export type { PopularLotteryCardProps } from './PopularLotteryCard.tsx';
export { PopularLotteryCard, winningBalls } from './PopularLotteryCard.tsx';
export type { PvpRoomsProps } from './PvpRooms.tsx';
export { PvpRooms } from './PvpRooms.tsx';
export { SeamlessGames } from './SeamlessGames.tsx';
export type { VendorCardProps } from './VendorCard.tsx';
export { VendorCard } from './VendorCard.tsx';
export type { VendorGamesProps } from './VendorGames.tsx';
export { VendorGames } from './VendorGames.tsx';
export type { VendorGamesPopupProps } from './VendorGamesPopup.tsx';
export { VendorGamesPopup } from './VendorGamesPopup.tsx';
export { laneCategory, vendorTarget } from './vendorLanes.ts';
export { WinnerBoard } from './WinnerBoard.tsx';
