/**
 * Group commit: calls that arrive while earlier ones are in flight wait and then run
 * together, as one batch (one transaction, set-wise statements), instead of one transaction
 * each. A call that finds the queue idle runs at once, alone, so a quiet server adds no delay;
 * under load the batches grow by themselves, up to `maxBatch`, with at most `inFlight`
 * batches running at a time.
 *
 * `run` answers one result per item, in order (a result may itself say "refused"); if it
 * throws, every item of the batch is rejected with that error.
 */
export class BatchQueue<T, R> {
  private readonly waiting: { item: T; resolve: (r: R) => void; reject: (e: unknown) => void }[] =
    [];
  private running = 0;
  /** Batches run and items carried, since the queue was made (for tests and metrics). */
  readonly stats = { batches: 0, items: 0, largest: 0 };
  private readonly run: (items: T[]) => Promise<R[]>;
  private readonly maxBatch: number;
  private readonly inFlight: number;

  constructor(run: (items: T[]) => Promise<R[]>, options: { maxBatch: number; inFlight: number }) {
    this.run = run;
    this.maxBatch = options.maxBatch;
    this.inFlight = options.inFlight;
  }

  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.inFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.maxBatch);
      this.running += 1;
      this.stats.batches += 1;
      this.stats.items += batch.length;
      this.stats.largest = Math.max(this.stats.largest, batch.length);
      this.run(batch.map((w) => w.item))
        .then(
          (results) => {
            batch.forEach((w, i) => {
              if (i < results.length) w.resolve(results[i] as R);
              else w.reject(new Error('the batch answered fewer results than items'));
            });
          },
          (error: unknown) => {
            for (const w of batch) w.reject(error);
          },
        )
        .finally(() => {
          this.running -= 1;
          this.pump();
        });
    }
  }
}
