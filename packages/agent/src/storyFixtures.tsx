import type { Contract, MemberInfo } from '@portal/contract';
import { formatMoney } from '@portal/i18n';
import { storyMemberCny, storySession } from '@portal/session/story';
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Stories of the agent centre run inside a router at /agentHome/<path>. */
export const atAgentPath =
  (path: string): Decorator =>
  (Story) => (
    <MemoryRouter initialEntries={[`/agentHome/${path}`]}>
      <Routes>
        <Route path="/agentHome/*" element={<Story />} />
      </Routes>
    </MemoryRouter>
  );

export const storyAgent: MemberInfo = {
  ...storyMemberCny,
  id: 2001,
  account: 'agent',
  nickname: 'Agent',
  type: 1,
  mobile: '*******5678',
  email: 'a***@example.com',
};

/** A signed-in agent's session for `parameters.session`. */
export const agentSession = storySession(storyAgent);

/** An answer that never comes: the Loading state. */
export const never = () => new Promise<never>(() => undefined);

/** A daily salary contract; `overrides` make the offer, the terminate request and the rest. */
export const storyContract = (overrides: Partial<Contract> = {}): Contract => ({
  contractId: 31,
  contractType: 'dailySalary',
  status: 'accepted',
  period: 'daily',
  tiers: [
    { rate: '0.5', activeMembers: 5, periodValidBet: '10000.00', profitLoss: null },
    { rate: '1.2', activeMembers: 20, periodValidBet: '50000.00', profitLoss: null },
  ],
  uplineAccount: 'topagent',
  downlineId: 2001,
  downlineAccount: 'agent',
  pendingRequest: null,
  requestId: null,
  answeredBy: null,
  createdAt: '2026-11-20T05:00:00.000Z',
  updatedAt: '2026-11-20T05:00:00.000Z',
  ...overrides,
});

/** A page of rows as the list calls answer. */
export const pageOf = <T,>(content: T[]) => ({ content, pageNum: 1, totalPages: 1 });

/**
 * An agent-centre screen's story meta: routed at /agentHome/<path>, signed in as the story
 * agent, the api answering `api` (spread into the meta).
 */
export const agentScreen = (path: string, api: Record<string, unknown> = {}) => ({
  decorators: [atAgentPath(path)],
  parameters: { session: agentSession, api },
});

/**
 * An amount as the story's brand (`loaded.brand`, the brand toolbar's) writes it in English:
 * the story tests run in every demo brand, two places for yuan and pesos, none for dong. The
 * stories' amounts are whole, so one check holds in each.
 */
export const shownIn = (loaded: { brand?: { currency: string } }, amount: string): string =>
  formatMoney(amount, loaded.brand?.currency ?? 'CNY', 'EN');
