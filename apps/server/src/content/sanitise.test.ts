import { describe, expect, test } from 'vitest';
import { loadSanitiser, SANITISATIONS_PER_WINDOW } from './sanitise.ts';

describe('the sanitiser', () => {
  test('moves to a fresh jsdom window after each batch of calls, sanitising the same way in every window', async () => {
    const sanitiser = await loadSanitiser();
    const link = '<a href="https://example.com" target="_blank" onclick="steal()">go</a>';
    const expected =
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">go</a>';
    const before = sanitiser.windowsMade();
    const rich = new Set<string>();
    const plain = new Set<string>();
    // Two and a half windows' worth: every call, whichever window served it, gives one answer.
    for (let i = 0; i < SANITISATIONS_PER_WINDOW * 2.5; i++) {
      if (i % 2 === 0) rich.add(sanitiser.richText(link));
      else plain.add(sanitiser.plainText('<b>Gold</b> <script>alert(1)</script>week'));
    }
    expect([...rich]).toEqual([expected]);
    expect([...plain]).toEqual(['Gold week']);
    // Whatever the calls before this test, 250 calls open at least two and at most three windows.
    const made = sanitiser.windowsMade() - before;
    expect(made).toBeGreaterThanOrEqual(2);
    expect(made).toBeLessThanOrEqual(3);
  });
});
