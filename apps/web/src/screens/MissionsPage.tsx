import { MissionsScreen } from '@portal/lottery';

/** /missions (designed; login required): the lottery missions and their leaderboards. */
export const MissionsPage = () => <MissionsScreen />;
