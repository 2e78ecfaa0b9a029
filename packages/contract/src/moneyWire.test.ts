import { describe, expect, it } from 'vitest';
import { staffCalls } from './calls/staff.ts';
import { calls } from './catalogue.ts';

/*
 * Issue 23: "one wire format for every amount in and out". Every amount crosses the wire as the
 * decimal string of money.ts (valibot: `money`, `moneyIn`, `wireMoney`), never as a JSON number
 * in major units: a float cannot hold 0.1, and a number says nothing of its currency's places.
 * This walks every call of both catalogues, requests and responses, and finds each field whose
 * name says money; a number there is a second wire format.
 */

type Schema = {
  type?: string;
  entries?: Record<string, Schema>;
  item?: Schema;
  wrapped?: Schema;
  options?: readonly Schema[];
};

/** A field named as money is: an amount, a balance, a stake, a prize, a fee... */
const MONEY_NAME =
  /amount|balance|stake|payout|prize|bonus|money|rebate|salary|dividend|profit|loss|turnover|reward|deposit|withdraw|fee|win/i;

/**
 * Money-named fields that are not money: ids, counts, durations and limits by their endings,
 * and the few named below, each for its reason.
 */
const NOT_MONEY_ENDING = /(Id|Ids|Seconds|Limit|Status|Mode)$/;
const NOT_MONEY: Readonly<Record<string, string>> = {
  'agentTeamOverview.response.depositors': 'a count of members',
  'agentTeamOverview.response.days[].depositors': 'a count of members',
  'placeLotteryOrder.response.orders[].stakes': 'how many bets an order holds',
  'cancelLotteryOrder.response.stakes': 'how many bets an order holds',
  'lotteryOrders.response.content[].stakes': 'how many bets an order holds',
  'redeemRecords.response.content[].pointsBalance': 'points, a whole number, not money',
  'memberPointsLedger.response.balance': 'points, a whole number, not money',
};

const unwrap = (schema: Schema | undefined): Schema | undefined =>
  schema?.wrapped ? unwrap(schema.wrapped) : schema;

/** `path: type` of every money-named field below `schema` that is a number. */
const numbersNamedMoney = (schema: Schema | undefined, path: string): string[] => {
  if (!schema) return [];
  const found: string[] = [];
  for (const [key, entry] of Object.entries(schema.entries ?? {})) {
    const field = `${path}.${key}`;
    if (
      MONEY_NAME.test(key) &&
      !NOT_MONEY_ENDING.test(key) &&
      !(field in NOT_MONEY) &&
      unwrap(entry)?.type === 'number'
    )
      found.push(field);
    found.push(...numbersNamedMoney(entry, field));
  }
  if (schema.item) found.push(...numbersNamedMoney(schema.item, `${path}[]`));
  if (schema.wrapped) found.push(...numbersNamedMoney(schema.wrapped, path));
  for (const option of schema.options ?? []) found.push(...numbersNamedMoney(option, path));
  return found;
};

const everyCall = Object.entries({ ...calls, ...staffCalls }) as [
  string,
  { request?: Schema; response?: Schema },
][];

describe('amounts on the wire', () => {
  it('are never a JSON number in any call of either catalogue', () => {
    expect(everyCall.length).toBeGreaterThan(200);
    const found = everyCall.flatMap(([name, call]) => [
      ...numbersNamedMoney(call.request, `${name}.request`),
      ...numbersNamedMoney(call.response, `${name}.response`),
    ]);
    expect(found).toEqual([]);
  });

  it('finds an amount sent as a number, however deep', () => {
    const number = { type: 'number' };
    const string = { type: 'string' };
    const sample: Schema = {
      type: 'object',
      entries: {
        content: {
          type: 'array',
          item: {
            type: 'object',
            entries: {
              winAmount: { type: 'optional', wrapped: number },
              prize: string,
              withdrawalId: number,
            },
          },
        },
        balance: { type: 'nullable', wrapped: number },
      },
    };
    expect(numbersNamedMoney(sample, 'x.response')).toEqual([
      'x.response.content[].winAmount',
      'x.response.balance',
    ]);
  });

  it('names only fields that still exist as not money', () => {
    const all = new Set<string>();
    const collect = (schema: Schema | undefined, path: string) => {
      for (const [key, entry] of Object.entries(schema?.entries ?? {})) {
        all.add(`${path}.${key}`);
        collect(entry, `${path}.${key}`);
      }
      if (schema?.item) collect(schema.item, `${path}[]`);
      if (schema?.wrapped) collect(schema.wrapped, path);
      for (const option of schema?.options ?? []) collect(option, path);
    };
    for (const [name, call] of everyCall) {
      collect(call.request, `${name}.request`);
      collect(call.response, `${name}.response`);
    }
    expect(Object.keys(NOT_MONEY).filter((field) => !all.has(field))).toEqual([]);
  });
});
