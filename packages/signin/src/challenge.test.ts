import { type ApiClient, ApiError } from '@portal/api-client';
import { solveProofOfWork, type VerificationChallenge } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { runVerificationChallenge, solveChallengeQuickly } from './challenge.ts';

const sha256 = async (text: string) =>
  Array.from(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))),
    (byte) => byte.toString(16).padStart(2, '0'),
  ).join('');

const challengeFor = async (secret: number, maxnumber = 500): Promise<VerificationChallenge> => ({
  challengeId: 'c-1',
  algorithm: 'SHA-256',
  salt: 'salt-',
  challenge: await sha256(`salt-${secret}`),
  maxnumber,
  signature: 'sig',
  expiresAt: '2099-01-01T00:00:00Z',
});

const apiAnswering = (answer: () => Promise<unknown>): ApiClient => ({
  call: (async () => answer()) as ApiClient['call'],
  listen: () => () => undefined,
  clearCache: () => undefined,
});

describe('solveChallengeQuickly', () => {
  it('finds the hidden number, as the contract solver does', async () => {
    const challenge = await challengeFor(4321, 10_000);
    expect(await solveChallengeQuickly(challenge)).toBe(4321);
    expect(await solveProofOfWork(challenge)).toBe(4321);
  });
  it('gives up past maxnumber', async () => {
    expect(await solveChallengeQuickly(await challengeFor(90, 50))).toBeNull();
  });
});

describe('runVerificationChallenge', () => {
  it('adds the challenge id and its solution', async () => {
    const challenge = await challengeFor(42);
    const fields = await runVerificationChallenge(
      apiAnswering(async () => challenge),
      'login',
    );
    expect(fields).toEqual({ challengeId: 'c-1', challengeSolution: '42' });
  });

  it('adds nothing when the platform serves no challenges', async () => {
    const api = apiAnswering(async () => {
      throw new ApiError('not.implemented', undefined, 501);
    });
    expect(await runVerificationChallenge(api, 'register')).toEqual({});
  });

  it('passes other failures on', async () => {
    const api = apiAnswering(async () => {
      throw new ApiError('network.error', undefined, 0);
    });
    await expect(runVerificationChallenge(api, 'sms')).rejects.toMatchObject({
      code: 'network.error',
    });
  });
});
