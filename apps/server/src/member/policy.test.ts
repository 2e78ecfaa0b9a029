import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CatalogueError } from '../catalogueError.ts';
import { decide, type MemberAction, type MemberFacts, refuseTrialAccount } from './policy.ts';

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

const ACTIONS: MemberAction[] = [
  'signIn',
  'bet',
  'deposit',
  'withdraw',
  'transfer',
  'claim',
  'realAccount',
];

/**
 * The table as the product states it (issue 23, agent-rules, cashier-notes), written out
 * rather than read back from the module: null is allowed, else the refusal's code.
 */
const EXPECTED: Record<keyof typeof STATES, Record<MemberAction, string | null>> = {
  open: {
    signIn: null,
    bet: null,
    deposit: null,
    withdraw: null,
    transfer: null,
    claim: null,
    realAccount: null,
  },
  trial: {
    signIn: null,
    bet: 'trial.forbidden',
    deposit: 'trial.forbidden',
    withdraw: 'trial.forbidden',
    transfer: 'trial.forbidden',
    claim: 'trial.forbidden',
    realAccount: 'trial.forbidden',
  },
  locked: {
    signIn: 'login.member.locked',
    bet: 'login.member.locked',
    deposit: 'login.member.locked',
    withdraw: 'login.member.locked',
    transfer: 'login.member.locked',
    claim: 'login.member.locked',
    realAccount: null,
  },
  frozen: {
    signIn: null,
    bet: null,
    deposit: null,
    withdraw: 'member.frozen',
    transfer: 'member.frozen',
    claim: null,
    realAccount: null,
  },
  timedOut: {
    signIn: 'rg.timed.out',
    bet: 'rg.timed.out',
    deposit: 'rg.timed.out',
    withdraw: null,
    transfer: null,
    claim: 'rg.timed.out',
    realAccount: null,
  },
  selfExcluded: {
    signIn: 'rg.self.excluded',
    bet: 'rg.self.excluded',
    deposit: 'rg.self.excluded',
    withdraw: null,
    transfer: null,
    claim: 'rg.self.excluded',
    realAccount: null,
  },
  overLimit: {
    signIn: null,
    bet: 'rg.loss.limit.reached',
    deposit: 'rg.deposit.limit.reached',
    withdraw: null,
    transfer: null,
    claim: null,
    realAccount: null,
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

  it("refuses a real account's calls to a trial account by its type, with the policy's code", () => {
    const trialTypes = [2];
    expect(() => refuseTrialAccount(trialTypes, 2)).toThrow(CatalogueError);
    try {
      refuseTrialAccount(trialTypes, 2);
    } catch (error) {
      expect((error as CatalogueError).code).toBe('trial.forbidden');
    }
    expect(() => refuseTrialAccount(trialTypes, 1)).not.toThrow();
  });
});

/*
 * One place decides a trial account's refusal: the policy. Areas once tested the brand's trial
 * types and threw `trial.forbidden` themselves (the agent centre's gate, its applications, its
 * moves, the member's own calls); this fails on a new one.
 */
describe('the trial refusal', () => {
  it('is spelled only by the member policy', async () => {
    const SRC = join(import.meta.dirname, '..');
    const entries = await readdir(SRC, { recursive: true, withFileTypes: true });
    const files = entries
      .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
      .map((e) => relative(SRC, join(e.parentPath, e.name)));
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const path of files) {
      if (path === 'member/policy.ts') continue;
      const code = (await readFile(join(SRC, path), 'utf8'))
        .split('\n')
        .map((line) => line.trim())
        .filter(
          (line) => !line.startsWith('*') && !line.startsWith('/*') && !line.startsWith('//'),
        );
      // The code itself, or a brand's trial types read outside the policy's isTrialType.
      const spelled = code.filter((line) =>
        /['"]trial\.forbidden['"]|trialTypes\.includes\(/.test(line),
      );
      found.push(...spelled.map((line) => `${path}: ${line}`));
    }
    expect(found).toEqual([]);
  });
});
