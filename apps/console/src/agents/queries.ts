import type { ApplicationStatus } from '@portal/contract';
import { useStaffRead, useStaffWrite } from '../api/staffQueries.ts';

/** A member's place in a brand's tree (or the brand's top level without one), a page of it. */
export const useAgentTree = (
  merchantCode: string | undefined,
  look: { memberId?: number | undefined; username?: string | undefined },
  pageNo: number,
) =>
  useStaffRead(
    'agentTree',
    {
      merchantCode: merchantCode ?? '',
      ...(look.memberId !== undefined ? { memberId: look.memberId } : {}),
      ...(look.username !== undefined ? { username: look.username } : {}),
      pageNo,
      pageSize: 20,
    },
    { enabled: merchantCode !== undefined },
  );

/** Queues a move for the next brand day; the tree shows it as waiting. */
export const useMoveMember = () => useStaffWrite('agentMove', ['agentTree']);

export const useAgentApplications = (status: ApplicationStatus | undefined, pageNo: number) =>
  useStaffRead('agentApplications', { ...(status ? { status } : {}), pageNo, pageSize: 20 });

/** Approves or rejects; the queue and the tree (a new agent) change. */
export const useDecideApplication = () =>
  useStaffWrite('agentApplicationDecide', ['agentApplications', 'agentTree']);
