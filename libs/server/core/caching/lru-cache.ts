/**
 * A bounded in-process cache, least recently used out first, sized by the bytes its values hold (as the
 * caller measures them). It never decides freshness: callers key or check entries on what changes.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number; movedAt: number }>();
  private bytes = 0;
  /** Counts insertions and moves to the end: an entry has at most `moves - movedAt` entries after it. */
  private moves = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: moving the entry to the end makes the first entry the least recently used.
    // An entry already in the newer half stays where it is: a post page gets ~1,000 entries per request, and
    // moving each one cost 3 % of the page (docs/performance.md); the older half is still moved on every hit.
    if (this.moves - entry.movedAt < this.entries.size >> 1) return entry.value;
    this.entries.delete(key);
    entry.movedAt = ++this.moves;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const bytes = this.sizeOf(value);
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes, movedAt: ++this.moves });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}

/** A bound given in MB (the `*_CACHE_MB` settings), in the bytes LruCache counts. */
export function megabytes(mb: number): number {
  return mb * 1024 * 1024;
}
