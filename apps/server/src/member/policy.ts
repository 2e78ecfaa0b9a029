import type { FreezeScope } from '@portal/contract';
import { sql } from 'kysely';
import { CatalogueError } from '../catalogueError.ts';
import type { Db } from '../db/database.ts';
import type { Merchant } from '../system/merchants.ts';

/*
 * The member policy (issue 23): the one place that decides whether a member may sign in, bet,
 * deposit, withdraw or transfer, and with which catalogue code a refusal answers. Games,
 * lottery, cashier and session ask it; none of them checks trial, lock, freeze or responsible
 * gambling on its own.
 *
 * It sits in `member/`, below the areas that ask it. Responsible gambling is the account
 * area's state (`account/rg.ts`), one layer up: rather than read account's tables from here,
 * the policy takes an {@link RgReader} and `account/memberPolicy.ts` builds the policy with
 * the account area's reader; the server's services carry that one policy down to sign-in.
 */

/**
 * What a member asks to do. `transfer`: between the member's own wallets (later
 * upline/downline). `claim`: take a reward the house pays (missions, later promotions).
 */
export type MemberAction = 'signIn' | 'bet' | 'deposit' | 'withdraw' | 'transfer' | 'claim';

/** Every code the policy refuses with: one per reason (reusing the portal's existing codes). */
export type PolicyRefusal =
  | 'trial.forbidden'
  | 'login.member.locked'
  | 'member.frozen'
  | 'rg.timed.out'
  | 'rg.self.excluded'
  | 'rg.loss.limit.reached'
  | 'rg.deposit.limit.reached';

/** A time-out or self-exclusion running now. */
export interface Closure {
  kind: 'timeOut' | 'selfExclusion';
  until: Date;
}

/** Which limits an action is counted against: a bet against loss limits, a deposit against deposit limits. */
export type LimitKind = 'loss' | 'deposit';

/** The member's state as far as the policy reads it. */
export interface MemberFacts {
  /** A free-play (trial) account: the brand's `trialTypes`. */
  trial: boolean;
  /** Locked by staff (the console's members desk). */
  locked: boolean;
  /**
   * Frozen in the scope that stops the action asked ({@link FREEZE_SCOPE_OF}): by staff, or by
   * an unpaid dividend bill (agent-rules "Unpaid").
   */
  frozen: boolean;
  closure: Closure | null;
  /** Whether the amount asked would pass a limit of the action's kind (false when none). */
  overLimit: boolean;
}

interface Rule {
  trial: boolean;
  locked: boolean;
  frozen: boolean;
  closed: boolean;
  limit: LimitKind | null;
}

/**
 * The table of decisions: which state refuses which action. Trial accounts sign in (free
 * play) and nothing with money. A locked account does nothing. Frozen stops money leaving
 * (agent-rules: no withdrawal, no transfer out); it still bets and deposits, which is how the
 * bill gets paid. A time-out or self-exclusion closes sign-in, play and deposits but never the
 * member's own balance: a withdrawal stays open (cashier-notes), and so do transfers between
 * the member's own wallets (designed here: they move nothing out of the member's hands). A
 * trial account earns no reward (it plays with no money of its own); a frozen one does, the
 * bill is collected from it.
 */
export const POLICY_RULES: Readonly<Record<MemberAction, Readonly<Rule>>> = {
  signIn: { trial: false, locked: true, frozen: false, closed: true, limit: null },
  bet: { trial: true, locked: true, frozen: false, closed: true, limit: 'loss' },
  deposit: { trial: true, locked: true, frozen: false, closed: true, limit: 'deposit' },
  withdraw: { trial: true, locked: true, frozen: true, closed: false, limit: null },
  transfer: { trial: true, locked: true, frozen: true, closed: false, limit: null },
  claim: { trial: true, locked: true, frozen: false, closed: true, limit: null },
};

/**
 * Which freeze scope stops an action (member/freezes.ts): withdrawals stop withdrawing,
 * transfers stop transfers out. The `team` scope stops no member action: the agent area reads
 * it (registering downlines, contracts).
 */
export const FREEZE_SCOPE_OF: Readonly<Partial<Record<MemberAction, FreezeScope>>> = {
  withdraw: 'withdrawals',
  transfer: 'transfers',
};

/** Whether the member's frozen scopes stop `action`. */
const frozenFor = (action: MemberAction, scopes: readonly string[]): boolean => {
  const scope = FREEZE_SCOPE_OF[action];
  return scope !== undefined && scopes.includes(scope);
};

const LIMIT_CODES = {
  loss: 'rg.loss.limit.reached',
  deposit: 'rg.deposit.limit.reached',
} as const satisfies Record<LimitKind, PolicyRefusal>;

/** The set-wise decision on one member: refused, or allowed but with limits to count alone. */
export interface ManyDecision {
  refusal: Refusal | null;
  limited: boolean;
}

/** A refusal with what the portal shows beside it (when a time-out or exclusion ends). */
export interface Refusal {
  code: PolicyRefusal;
  until?: Date;
}

/**
 * The decision for `action` on these facts: null when allowed, else the first reason that
 * refuses it, in the order trial, locked, frozen, closed, limit (the reason a member can do
 * least about comes first).
 */
export const decide = (action: MemberAction, facts: MemberFacts): Refusal | null => {
  const rule = POLICY_RULES[action];
  if (rule.trial && facts.trial) return { code: 'trial.forbidden' };
  if (rule.locked && facts.locked) return { code: 'login.member.locked' };
  if (rule.frozen && facts.frozen) return { code: 'member.frozen' };
  if (rule.closed && facts.closure) {
    const code = facts.closure.kind === 'timeOut' ? 'rg.timed.out' : 'rg.self.excluded';
    return { code, until: facts.closure.until };
  }
  if (rule.limit !== null && facts.overLimit) return { code: LIMIT_CODES[rule.limit] };
  return null;
};

/** Responsible gambling as the policy reads it: handed in by the account area, which owns it. */
export interface RgReader {
  /** The time-out or self-exclusion running at `at`, if any. */
  closureAt(db: Db, memberId: number, at: Date): Promise<Closure | null>;
  /** The same for many members in one read: only the members with a closure are in the map. */
  closuresAt(db: Db, memberIds: readonly number[], at: Date): Promise<Map<number, Closure>>;
  /** Which of the members have a limit of `kind` set, in one read. */
  limitedMembers(db: Db, memberIds: readonly number[], kind: LimitKind): Promise<Set<number>>;
  /** Whether `amount` more would pass one of the member's limits of `kind` at `at`. */
  overLimit(db: Db, memberId: number, kind: LimitKind, amount: bigint, at: Date): Promise<boolean>;
}

/** Whom the policy asks about: the member and its brand's trial account types. */
export interface PolicySubject {
  memberId: number;
  trialTypes: readonly number[];
}

export interface PolicyAsk {
  at: Date;
  /**
   * The money the action moves, counted against the action's limits. Left out, no limit is
   * checked (opening a game: the stake is not known yet).
   */
  amount?: bigint | undefined;
}

/** Whether a member of this type is a free-play (trial) account of its brand. */
export const isTrialType = (trialTypes: readonly number[], type: number): boolean =>
  trialTypes.includes(type);

/** The member's own state: its type, frozen scopes and staff lock, in one read. */
const memberState = async (db: Db, memberId: number) => {
  // member_locks is written by the staff desk; the lock is the member's state, read here
  // without importing the staff area (it sits above every area that asks the policy).
  const { rows } = await sql<{ type: number; frozen: string[]; locked: boolean }>`
    SELECT m.type,
      ARRAY(SELECT f.scope FROM member_freezes f WHERE f.member_id = m.id) AS frozen,
      EXISTS (SELECT 1 FROM member_locks l WHERE l.member_id = m.id) AS locked
    FROM members m WHERE m.id = ${memberId}`.execute(db);
  const row = rows[0];
  if (!row) throw new CatalogueError('user.or.token.invalid');
  return row;
};

/** The catalogue error a refusal answers with (a closed account's carries `until`). */
export const refusalError = (refusal: Refusal): CatalogueError =>
  new CatalogueError(
    refusal.code,
    refusal.until ? { value: { until: refusal.until.toISOString() } } : {},
  );

/** The states of many members in one read (the set-wise check of a batch of bets). */
const memberStates = async (db: Db, memberIds: readonly number[]) => {
  const { rows } = await sql<{ id: number; type: number; frozen: string[]; locked: boolean }>`
    SELECT m.id, m.type,
      ARRAY(SELECT f.scope FROM member_freezes f WHERE f.member_id = m.id) AS frozen,
      EXISTS (SELECT 1 FROM member_locks l WHERE l.member_id = m.id) AS locked
    FROM members m WHERE m.id = ANY(${[...memberIds]}::int[])`.execute(db);
  return new Map(rows.map((row) => [row.id, row]));
};

/** The member policy, reading responsible gambling through `rg`. */
export const createMemberPolicy = (rg: RgReader) => {
  /** The refusal of `action` for the member at `ask.at`, or null: nothing is thrown. */
  const check = async (
    db: Db,
    subject: PolicySubject,
    action: MemberAction,
    ask: PolicyAsk,
  ): Promise<Refusal | null> => {
    const rule = POLICY_RULES[action];
    const [state, closure] = await Promise.all([
      memberState(db, subject.memberId),
      rule.closed ? rg.closureAt(db, subject.memberId, ask.at) : null,
    ]);
    const facts: MemberFacts = {
      trial: isTrialType(subject.trialTypes, state.type),
      locked: state.locked,
      frozen: frozenFor(action, state.frozen),
      closure,
      overLimit: false,
    };
    const refusal = decide(action, facts);
    if (refusal || rule.limit === null || ask.amount === undefined) return refusal;
    // The limits cost a sum over the period: asked only once nothing else refuses.
    facts.overLimit = await rg.overLimit(db, subject.memberId, rule.limit, ask.amount, ask.at);
    return decide(action, facts);
  };

  /**
   * The decisions on `action` for many members at once (three reads, in parallel, whatever
   * their number), for a caller that sells many members' bets in one transaction (the
   * lottery's batch). Limits are not counted here, they need the member's own sum: a member
   * with a limit of the action's kind is marked `limited`, and such a caller sells it alone
   * and asks {@link refuse}. An unknown member has no entry: the caller asks {@link refuse}
   * alone, which refuses it as a bad session.
   */
  const checkMany = async (
    db: Db,
    subjects: readonly PolicySubject[],
    action: MemberAction,
    at: Date,
  ): Promise<Map<number, ManyDecision>> => {
    const rule = POLICY_RULES[action];
    const ids = [...new Set(subjects.map((s) => s.memberId))];
    const [states, closures, limited] = await Promise.all([
      memberStates(db, ids),
      rule.closed ? rg.closuresAt(db, ids, at) : new Map<number, Closure>(),
      rule.limit === null ? new Set<number>() : rg.limitedMembers(db, ids, rule.limit),
    ]);
    const decisions = new Map<number, ManyDecision>();
    for (const subject of subjects) {
      const state = states.get(subject.memberId);
      if (!state) continue;
      decisions.set(subject.memberId, {
        refusal: decide(action, {
          trial: isTrialType(subject.trialTypes, state.type),
          locked: state.locked,
          frozen: frozenFor(action, state.frozen),
          closure: closures.get(subject.memberId) ?? null,
          overLimit: false,
        }),
        limited: limited.has(subject.memberId),
      });
    }
    return decisions;
  };

  return {
    check,
    checkMany,
    /**
     * Throws the refusal's catalogue error (a closed account's carries `until`). A bet asks
     * it inside its transaction after the wallet row is locked, so one member's parallel bets
     * are counted against the loss limits in turn.
     */
    refuse: async (
      db: Db,
      subject: PolicySubject,
      action: MemberAction,
      ask: PolicyAsk,
    ): Promise<void> => {
      const refusal = await check(db, subject, action, ask);
      if (refusal) throw refusalError(refusal);
    },
    /**
     * Only the action's limits, for a caller that asked {@link refuse} without an amount
     * before moving money and now counts the stake inside the transaction that locked the
     * wallet row (the lottery's slip: a trial account is told so before its wallet is tried).
     */
    refuseOverLimit: async (
      db: Db,
      memberId: number,
      action: MemberAction,
      ask: Required<PolicyAsk>,
    ): Promise<void> => {
      const { limit } = POLICY_RULES[action];
      if (limit !== null && (await rg.overLimit(db, memberId, limit, ask.amount, ask.at))) {
        throw new CatalogueError(LIMIT_CODES[limit]);
      }
    },
  };
};

export type MemberPolicy = ReturnType<typeof createMemberPolicy>;

/** The subject of a member of `merchant`'s brand. */
export const policySubject = (merchant: Merchant, memberId: number): PolicySubject => ({
  memberId,
  trialTypes: merchant.brand.trialTypes,
});
