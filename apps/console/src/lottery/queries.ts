import type { DrawState } from '@portal/contract';
import { useStaffRead, useStaffWrite } from '../api/staffQueries.ts';

export const useLotteryDraws = (state: DrawState | undefined, pageNo: number) =>
  useStaffRead('lotteryDraws', { ...(state ? { state } : {}), pageNo, pageSize: 20 });

/** Voids a draw; the draws (and, as every write, the audit log) change. */
export const useVoidDraw = () => useStaffWrite('lotteryDrawVoid', ['lotteryDraws']);
