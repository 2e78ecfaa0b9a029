// The machine's speed as one reference figure, printed beside scripts/bench's figures and at the
// end of scripts/test, so that figures taken on different days can be compared. Machines of this
// kind are shared and their speed varies from day to day (a plain loop at a script's top level
// took 1.75 s one day and 2.5 s the next): a figure in seconds or per second means little
// without the speed of the machine it was taken on.
// Run alone (`node scripts/lib/machine.ts`) it prints the line.
import { cpus, loadavg } from 'node:os';

/** Additions in the reference loop (well under a second on one core of this machine kind). */
const STEPS = 300_000_000;

/** One core's time for {@link STEPS} integer additions, the best of `tries` (ms). */
export const referenceLoopMs = (tries = 3): number => {
  let best = Number.POSITIVE_INFINITY;
  for (let t = 0; t < tries; t += 1) {
    const start = process.hrtime.bigint();
    let sum = 0;
    for (let i = 0; i < STEPS; i += 1) sum += i;
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    // Kept live, so that the loop cannot be dropped as dead code.
    if (sum < 0) throw new Error('unreachable');
    best = Math.min(best, ms);
  }
  return best;
};

/** "2 cores, load 1.4 (1-minute average), reference loop 2.50 s (3e8 additions, one core)". */
export const machineLine = (tries = 3): string => {
  const load = loadavg()[0]?.toFixed(1);
  const ms = referenceLoopMs(tries);
  return `${cpus().length} cores, load ${load} (1-minute average), reference loop ${(ms / 1000).toFixed(2)} s (3e8 additions on one core, best of ${tries}; lower is faster)`;
};

if (import.meta.main) console.log(`machine: ${machineLine()}`);
