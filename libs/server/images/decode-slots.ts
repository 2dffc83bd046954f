/**
 * A small semaphore: at most `size` image operations decode pixels at once in this process; the rest wait
 * their turn in arrival order. Each decode of a large image holds tens of MB outside the JS heap, so a
 * burst of uploads or jobs must queue here instead of decoding side by side (decoding side by side ran the api out of memory).
 */
export class DecodeSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`decode slots must be a positive integer, got ${size}`);
  }

  /** How many operations wait for a slot (for tests and logs). */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(operation: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await operation();
    } finally {
      // The slot passes straight to the next waiter, so `running` never dips below the queue's demand.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
