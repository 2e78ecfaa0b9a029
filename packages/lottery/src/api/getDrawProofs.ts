import { callQuery, type QueryScope, useQueryScope } from '@portal/session';
import { useQuery } from '@tanstack/react-query';

/** The game's latest drawn numeros with their proofs (seeds revealed), newest first. */
export const drawProofsQuery = (scope: QueryScope, gameCode: string) =>
  callQuery(scope, 'recentDrawProofs', { gameCode, count: 10 });

/** Read again every 15 seconds: a new draw brings a new proof. */
export const useDrawProofs = (gameCode: string) =>
  useQuery({ ...drawProofsQuery(useQueryScope(), gameCode), refetchInterval: 15_000 });
