import { describe, expect, it } from 'vitest';
import { proofOfWorkHash, solveProofOfWork } from './proofOfWork.ts';

// Known answers: SHA-256 of the ASCII text "a1b2c3377" and "ff21".
const SHA256_A1B2C3_377 = 'dc0b5ddb5adf8d9a65632e8bdc93cecf07eadc08b03282a4dff0078df2158474';
const SHA256_FF_21 = 'fdc6ed081eadb5ed67d990812a5a076b941de93149e275e22ae6fb82a81c8e5a';

describe('solveProofOfWork', () => {
  it('finds the number whose salted hash is the challenge', async () => {
    expect(await proofOfWorkHash('a1b2c3', 377)).toBe(SHA256_A1B2C3_377);
    const challenge = {
      algorithm: 'SHA-256' as const,
      salt: 'a1b2c3',
      maxnumber: 500,
      challenge: SHA256_A1B2C3_377,
    };
    expect(await solveProofOfWork(challenge)).toBe(377);
  });

  it('gives up with null when no number in range matches', async () => {
    const challenge = {
      algorithm: 'SHA-256' as const,
      salt: 'ff',
      maxnumber: 20,
      challenge: SHA256_FF_21,
    };
    expect(await solveProofOfWork(challenge)).toBeNull();
    expect(await solveProofOfWork({ ...challenge, maxnumber: 21 })).toBe(21);
  });
});
