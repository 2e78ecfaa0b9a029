import { describe, expect, it } from 'vitest';
import { BatchQueue } from './batchQueue.ts';

const later = () => {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { gate, open };
};

describe('group commit queue', () => {
  it('runs a call alone at once when idle, and gathers the calls that arrive meanwhile', async () => {
    const batches: number[][] = [];
    const first = later();
    const queue = new BatchQueue<number, number>(
      async (items) => {
        batches.push(items);
        if (batches.length === 1) await first.gate;
        return items.map((n) => n * 10);
      },
      { maxBatch: 3, inFlight: 1 },
    );
    const answers = [1, 2, 3, 4, 5, 6].map((n) => queue.submit(n));
    first.open();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50, 60]);
    expect(batches).toEqual([[1], [2, 3, 4], [5, 6]]);
    expect(queue.stats).toEqual({ batches: 3, items: 6, largest: 3 });
  });

  it('runs up to inFlight batches at once', async () => {
    let running = 0;
    let most = 0;
    const gate = later();
    const queue = new BatchQueue<number, number>(
      async (items) => {
        running += 1;
        most = Math.max(most, running);
        await gate.gate;
        running -= 1;
        return items;
      },
      { maxBatch: 2, inFlight: 2 },
    );
    const answers = [1, 2, 3, 4, 5].map((n) => queue.submit(n));
    gate.open();
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('rejects every call of a batch that throws, and carries on with the next', async () => {
    const gate = later();
    let calls = 0;
    const queue = new BatchQueue<number, number>(
      async (items) => {
        calls += 1;
        if (calls === 1) await gate.gate;
        if (items.includes(2)) throw new Error('broken batch');
        return items;
      },
      { maxBatch: 2, inFlight: 1 },
    );
    const one = queue.submit(1);
    const two = queue.submit(2);
    const three = queue.submit(3);
    const four = queue.submit(4);
    gate.open();
    expect(await one).toBe(1);
    await expect(two).rejects.toThrow('broken batch');
    await expect(three).rejects.toThrow('broken batch');
    expect(await four).toBe(4);
  });
});
