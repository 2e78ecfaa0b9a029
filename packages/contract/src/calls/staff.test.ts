import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { callNames, calls } from '../catalogue.ts';
import { STAFF_ERROR_CODES } from '../errors.ts';
import {
  ROLE_PERMISSIONS,
  roleCan,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  staffCallNames,
  staffCalls,
} from './staff.ts';
import { staffAgentRunSchema, staffDividendBillSchema } from './staffAgentPay.ts';

const entries = staffCallNames.map((name) => ({ name, ...staffCalls[name] }));

describe('the staff area of the contract', () => {
  it('puts every staff path under /staff/ and no member path there', () => {
    for (const { name, path } of entries) expect(path.startsWith('/staff/'), name).toBe(true);
    for (const name of callNames) expect(calls[name].path.startsWith('/staff'), name).toBe(false);
  });

  it('shares no call name with the member catalogue', () => {
    for (const name of staffCallNames) expect(callNames as string[]).not.toContain(name);
  });

  it('has one entry per method and path', () => {
    const keys = entries.map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answers only the sign-in steps without a session, and names a known permission elsewhere', () => {
    const open = entries.filter((e) => e.access === 'signIn').map((e) => e.path);
    expect(open.sort()).toEqual([
      '/staff/session/enrol',
      '/staff/session/password',
      '/staff/session/totp',
    ]);
    for (const { name, access, permission } of entries) {
      if (access === 'signIn') expect(permission, name).toBeNull();
      else if (permission !== null) expect(STAFF_PERMISSIONS, name).toContain(permission);
    }
  });

  it('gives the owner every permission, and each permission to someone besides', () => {
    expect([...ROLE_PERMISSIONS.owner].sort()).toEqual([...STAFF_PERMISSIONS].sort());
    // Issue 8 gives the brands desk (brand configuration, run-time switches) to the owner alone.
    const ownerOnly = new Set<string>(['brands.read', 'brands.switch']);
    for (const permission of STAFF_PERMISSIONS.filter((p) => !ownerOnly.has(p))) {
      const holders = STAFF_ROLES.filter((role) => role !== 'owner' && roleCan(role, permission));
      expect(holders.length, permission).toBeGreaterThan(0);
    }
  });

  it('keeps money away from support', () => {
    expect(roleCan('support', 'adjustments.request')).toBe(false);
    expect(roleCan('support', 'adjustments.approve')).toBe(false);
    expect(roleCan('support', 'audit.read')).toBe(false);
    expect(roleCan('support', 'dashboard.read')).toBe(false);
    expect(roleCan('support', 'brands.read')).toBe(false);
  });

  it('takes path parameters in the request schema and refuses unknown fields', () => {
    for (const { name, path, request } of entries) {
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const keys = Object.keys((request as unknown as { entries: object }).entries);
      for (const param of params) expect(keys, name).toContain(param);
      expect((request as unknown as { type: string }).type, name).toBe('strict_object');
    }
    expect(v.safeParse(staffCalls.memberLock.request, { memberId: '3', reason: 'x' }).success).toBe(
      true,
    );
    expect(v.safeParse(staffCalls.memberLock.request, { memberId: '3', reason: '' }).success).toBe(
      false,
    );
    expect(
      v.safeParse(staffCalls.adjustmentRequest.request, {
        memberId: 1,
        direction: 'credit',
        amount: '-5.00',
        reason: 'x',
      }).success,
    ).toBe(false);
  });

  it("sends the agent pay desk's amounts as wire money with their currency", () => {
    const run = {
      merchantCode: 'B1',
      runType: 'dailySalary',
      windowStart: '2026-11-20T00:00:00.000Z',
      windowEnd: '2026-11-21T00:00:00.000Z',
      currency: 'VND',
      total: '80000',
      lines: 2,
      ranAt: '2026-11-21T02:05:00.000Z',
    };
    expect(v.safeParse(staffAgentRunSchema, run).success).toBe(true);
    // Not an amount, a float's tail, or no currency to read it in.
    expect(v.safeParse(staffAgentRunSchema, { ...run, total: 'lots' }).success).toBe(false);
    expect(v.safeParse(staffAgentRunSchema, { ...run, total: '0.30000000000000004' }).success).toBe(
      false,
    );
    const { currency: _, ...noCurrency } = run;
    expect(v.safeParse(staffAgentRunSchema, noCurrency).success).toBe(false);
    const bill = {
      billId: 7,
      merchantCode: 'B1',
      periodStart: '2026-11-20T00:00:00.000Z',
      payerAccount: 'agent',
      payeeAccount: 'subagent',
      currency: 'KWD',
      amount: '120.250',
      collected: '40.000',
      status: 'partiallyCollected',
      dueAt: '2026-11-22T02:10:00.000Z',
      cancelReason: '',
    };
    expect(v.safeParse(staffDividendBillSchema, bill).success).toBe(true);
    expect(v.safeParse(staffDividendBillSchema, { ...bill, collected: '1e3' }).success).toBe(false);
  });

  it('names its error codes in the staff range', () => {
    expect(STAFF_ERROR_CODES).toContain('staff.session.required');
    expect(STAFF_ERROR_CODES).toContain('staff.permission.denied');
    expect(STAFF_ERROR_CODES.every((code) => code.startsWith('staff.'))).toBe(true);
  });
});
