import { describe, expect, it } from 'vitest';
import { decide, type MemberAction, type MemberFacts } from './policy.ts';

const open: MemberFacts = {
  trial: false,
  locked: false,
  frozen: false,
  closure: null,
  overLimit: false,
};
const until = new Date('2026-12-01T00:00:00Z');
const STATES = {
  open,
  trial: { ...open, trial: true },
  locked: { ...open, locked: true },
  frozen: { ...open, frozen: true },
  timedOut: { ...open, closure: { kind: 'timeOut', until } },
  selfExcluded: { ...open, closure: { kind: 'selfExclusion', until } },
  overLimit: { ...open, overLimit: true },
} satisfies Record<string, MemberFacts>;

const ACTIONS: MemberAction[] = ['signIn', 'bet', 'deposit', 'withdraw', 'transfer', 'claim'];

/**
 * The table as the product states it (issue 23, agent-rules, cashier-notes), written out
 * rather than read back from the module: null is allowed, else the refusal's code.
 */
const EXPECTED: Record<keyof typeof STATES, Record<MemberAction, string | null>> = {
  open: { signIn: null, bet: null, deposit: null, withdraw: null, transfer: null, claim: null },
  trial: {
    signIn: null,
    bet: 'trial.forbidden',
    deposit: 'trial.forbidden',
    withdraw: 'trial.forbidden',
    transfer: 'trial.forbidden',
    claim: 'trial.forbidden',
  },
  locked: {
    signIn: 'login.member.locked',
    bet: 'login.member.locked',
    deposit: 'login.member.locked',
    withdraw: 'login.member.locked',
    transfer: 'login.member.locked',
    claim: 'login.member.locked',
  },
  frozen: {
    signIn: null,
    bet: null,
    deposit: null,
    withdraw: 'member.frozen',
    transfer: 'member.frozen',
    claim: null,
  },
  timedOut: {
    signIn: 'rg.timed.out',
    bet: 'rg.timed.out',
    deposit: 'rg.timed.out',
    withdraw: null,
    transfer: null,
    claim: 'rg.timed.out',
  },
  selfExcluded: {
    signIn: 'rg.self.excluded',
    bet: 'rg.self.excluded',
    deposit: 'rg.self.excluded',
    withdraw: null,
    transfer: null,
    claim: 'rg.self.excluded',
  },
  overLimit: {
    signIn: null,
    bet: 'rg.loss.limit.reached',
    deposit: 'rg.deposit.limit.reached',
    withdraw: null,
    transfer: null,
    claim: null,
  },
};

describe('the member policy table', () => {
  for (const [state, facts] of Object.entries(STATES)) {
    for (const action of ACTIONS) {
      const expected = EXPECTED[state as keyof typeof STATES][action];
      it(`${state}: ${action} is ${expected ?? 'allowed'}`, () => {
        expect(decide(action, facts)?.code ?? null).toBe(expected);
      });
    }
  }

  it('says until when a time-out or self-exclusion refuses', () => {
    expect(decide('signIn', STATES.timedOut)).toEqual({ code: 'rg.timed.out', until });
    expect(decide('deposit', STATES.selfExcluded)).toEqual({ code: 'rg.self.excluded', until });
  });

  it('answers the reason a member can do least about first', () => {
    const everything: MemberFacts = {
      trial: true,
      locked: true,
      frozen: true,
      closure: { kind: 'selfExclusion', until },
      overLimit: true,
    };
    expect(decide('bet', everything)?.code).toBe('trial.forbidden');
    expect(decide('bet', { ...everything, trial: false })?.code).toBe('login.member.locked');
    expect(decide('withdraw', { ...everything, trial: false, locked: false })?.code).toBe(
      'member.frozen',
    );
    expect(decide('bet', { ...everything, trial: false, locked: false })?.code).toBe(
      'rg.self.excluded',
    );
  });
});
