import { loadPlaysOfGroup } from '@portal/lottery-rules';
import { useQuery } from '@tanstack/react-query';

/**
 * The plays of a game's draw group, from its family's chunk (lottery-rules'
 * `loadPlaysOfGroup`): a game page loads the one family it shows, not every family's plays
 * (issue 27). A group the rules do not know has no plays. The code never changes while the
 * page is open, so the answer is kept for good.
 */
export const useGroupPlays = (drawGroup: string | undefined) =>
  useQuery({
    queryKey: ['lottery-rules', 'plays', drawGroup],
    queryFn: () => loadPlaysOfGroup(drawGroup ?? ''),
    enabled: drawGroup !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
