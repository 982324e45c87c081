/**
 * Search work in turns of the event loop, so that a flood of costly searches never holds the one
 * thread long: a search runs at once while the current turn has spent less than `sliceMs` on
 * searches, and otherwise waits for a later turn, behind the searches already waiting. Between
 * turns Node reads the sockets, so a page (served from memory) waits at most one slice and one
 * search (limits.ts bounds what one search costs), however many searches are waiting.
 */
export class Turns {
  private readonly waiting: (() => void)[] = [];
  /** Milliseconds of search work in the current turn. */
  private spent = 0;
  private nextTurn = false;

  constructor(private readonly sliceMs = 10) {}

  /** `job`'s result, now when this turn has time left and nothing waits, else in a later turn. */
  run<T>(job: () => T): T | Promise<T> {
    if (this.waiting.length === 0 && this.spent < this.sliceMs) return this.timed(job);
    return new Promise<T>((resolve, reject) => {
      this.waiting.push(() => {
        try {
          resolve(job());
        } catch (error) {
          reject(error as Error);
        }
      });
      this.later();
    });
  }

  private timed<T>(job: () => T): T {
    const started = performance.now();
    try {
      return job();
    } finally {
      this.spent += performance.now() - started;
      this.later();
    }
  }

  /** At the next turn (after the sockets are read), a new slice for the searches waiting. */
  private later() {
    if (this.nextTurn) return;
    this.nextTurn = true;
    setImmediate(() => {
      this.nextTurn = false;
      this.spent = 0;
      if (this.waiting.length === 0) return;
      // At least one search a turn, however short the slice.
      do this.timed(this.waiting.shift()!);
      while (this.waiting.length > 0 && this.spent < this.sliceMs);
    });
  }
}
