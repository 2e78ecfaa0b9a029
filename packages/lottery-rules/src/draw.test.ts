import { describe, expect, it } from 'vitest';
import {
  commitmentOf,
  DRAW_GROUPS,
  DRAW_SHAPES,
  type DrawGroup,
  drawValues,
  isSeed,
  makeProof,
  newSeed,
  verifyProof,
} from './index.ts';

const SEED = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

describe('hmac-sha256-v1 in the engine', () => {
  it('commits to the seed with SHA-256 of its 32 bytes, in lowercase hex', async () => {
    // sha256 of the 32 zero bytes, a published constant.
    expect(await commitmentOf('0'.repeat(64))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
    await expect(commitmentOf('ABCD')).rejects.toThrow(TypeError);
    expect(isSeed(newSeed())).toBe(true);
    expect(newSeed()).not.toBe(newSeed());
  });

  it('every format draws values of its shape: digits, dice, or distinct numbers', async () => {
    for (const group of DRAW_GROUPS) {
      const shape = DRAW_SHAPES[group];
      const values = await drawValues(group, SEED, `G-${group}`, '20261124-0001');
      expect(values).toHaveLength(shape.count);
      const [low, high] =
        shape.kind === 'digits' ? [0, 9] : shape.kind === 'dice' ? [1, 6] : [1, shape.pool];
      expect(values.every((v) => Number.isInteger(v) && v >= low && v <= high)).toBe(true);
      if (shape.kind === 'distinct') expect(new Set(values).size).toBe(shape.count);
    }
  });

  it('the same seed, game and numero always draw the same; another numero draws anew', async () => {
    const a = await drawValues('VN', SEED, 'XSMB', '20261124');
    expect(await drawValues('VN', SEED, 'XSMB', '20261124')).toEqual(a);
    expect(await drawValues('VN', SEED, 'XSMB', '20261125')).not.toEqual(a);
  });

  it('verifies its own proofs and refuses what it cannot check', async () => {
    const { proof } = await makeProof('PK10', 'TRPK10', '20261124-0007', SEED);
    expect(await verifyProof(proof)).toMatchObject({
      checkable: true,
      commitmentMatches: true,
      numbersMatch: true,
      recomputed: proof.winningNumbers,
    });
    expect((await verifyProof({ ...proof, numero: '20261124-0008' })).numbersMatch).toBe(false);
    const { seed: _, ...unrevealed } = proof;
    expect((await verifyProof(unrevealed)).checkable).toBe(false);
    expect((await verifyProof({ ...proof, algorithm: 'other' })).checkable).toBe(false);
  });
  it('draws the published example vectors (checked also with Python hmac, hashlib)', async () => {
    const vectors: [DrawGroup, string][] = [
      ['SSC', '90809'],
      ['K3', '415'],
      ['11X5', '06,02,07,04,11'],
      ['PK10', '10,05,07,04,08,06,03,01,02,09'],
      ['LHC', '32,08,19,10,14,40,45'],
      ['HK6', '32,08,19,10,14,40,45'],
      ['PCB', '9,0,8'],
      ['LF', '908'],
      [
        'VN',
        '90809,06954,99503,65039,64598,50960,47775,62468,21221,68136,7562,2682,3669,6001,9923,8375,1881,3012,7424,5160,700,572,497,97,67,52,42',
      ],
      ['SEA', '908090,69'],
    ];
    for (const [group, text] of vectors) {
      const { proof } = await makeProof(group, 'DEMO', '20261124-0001', SEED);
      expect(proof.winningNumbers, group).toBe(text);
    }
  });
});
