import { type CallInput, proofOfWorkHash, verificationChallengeSchema } from '@portal/contract';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  BETA,
  callApi,
  login,
  solvedChallenge,
  TEST_CHALLENGE_MAXNUMBER,
} from '../../test/harness.ts';
import { useTestServer } from '../../test/useTestServer.ts';
import { CHALLENGE_TTL_MS } from './challenges.ts';

let offsetMs = 0;

const server = useTestServer({ clock: () => new Date(Date.now() + offsetMs) });

const codeOf = (response: { json: <T>() => T }) => response.json<{ code?: string }>().code;

/** A login with the given challenge fields instead of a freshly solved one. */
const loginWith = async (fields: Record<string, string>, merchant?: string) =>
  (
    await callApi(
      server.app,
      'login',
      // The challenge fields may be ones the contract refuses: sent as typed, sealed.
      {
        type: 'username',
        username: 'demo',
        password: 'Demo@2026',
        ...fields,
      } as CallInput<'login'>,
      { ...(merchant ? { merchant } : {}), remoteAddress: '10.2.0.1' },
    )
  ).response;

describe('verification challenge', () => {
  it('hands out a signed SHA-256 puzzle whose solution lies within maxnumber', async () => {
    const { response } = await callApi(server.app, 'verificationChallenge', {});
    expect(response.statusCode).toBe(200);
    const challenge = v.parse(
      verificationChallengeSchema,
      response.json<{ value: unknown }>().value,
    );
    expect(challenge.algorithm).toBe('SHA-256');
    expect(challenge.maxnumber).toBe(TEST_CHALLENGE_MAXNUMBER);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(challenge.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(
      CHALLENGE_TTL_MS,
    );
    const hashes = await Promise.all(
      Array.from({ length: TEST_CHALLENGE_MAXNUMBER + 1 }, (_, n) =>
        proofOfWorkHash(challenge.salt, n),
      ),
    );
    expect(hashes.filter((h) => h === challenge.challenge)).toHaveLength(1);
  });

  it('lets a login through with a solved challenge, once', async () => {
    const solved = await solvedChallenge(server.app);
    expect((await loginWith(solved)).statusCode).toBe(200);
    const again = await loginWith(solved);
    expect(again.statusCode).toBe(400);
    expect(codeOf(again)).toBe('challenge.invalid');
  });

  it('refuses a missing, wrong, forged, foreign or expired solution', async () => {
    expect(codeOf(await loginWith({}))).toBe('challenge.invalid');

    const solved = await solvedChallenge(server.app);
    const wrong = String((Number(solved.challengeSolution) + 1) % (TEST_CHALLENGE_MAXNUMBER + 1));
    expect(codeOf(await loginWith({ ...solved, challengeSolution: wrong }))).toBe(
      'challenge.invalid',
    );
    // Raising the expiry in the id breaks its MAC.
    const [nonce, , max, mac] = solved.challengeId.split('.');
    const forged = `${nonce}.${Date.now() + 86_400_000}.${max}.${mac}`;
    expect(codeOf(await loginWith({ ...solved, challengeId: forged }))).toBe('challenge.invalid');
    // A challenge of one merchant does not pass at another.
    expect(codeOf(await loginWith(solved, BETA))).toBe('challenge.invalid');
    // The unharmed original still works: the failures above did not spend it.
    expect((await loginWith(solved)).statusCode).toBe(200);

    // Issued by a server clock that ran a challenge's lifetime behind: expired by now.
    offsetMs = -(CHALLENGE_TTL_MS + 1_000);
    const late = await solvedChallenge(server.app).finally(() => {
      offsetMs = 0;
    });
    expect(codeOf(await loginWith(late))).toBe('challenge.invalid');
  });

  it('is not needed for an SMS login, whose code request carried one', async () => {
    const response = await login(
      server.app,
      { type: 'sms', username: '13800138000', password: '000000' },
      { remoteAddress: '10.2.0.2' },
    );
    expect(codeOf(response)).not.toBe('challenge.invalid');
  });
});
