import { BoundedCache, boundedCache } from '../caching';
import { RawJson } from './raw-json';

/** A piece of an answer: text (compared by value) or bytes that are never changed once made (compared by identity). */
export type JoinedPart = string | Buffer;

interface Joined {
  parts: readonly JoinedPart[];
  body: Buffer;
}

/**
 * Concatenations remembered per key (a page and the kind of viewer): when a request's parts are the last
 * ones of its key (the same text, the very same Buffer objects, in the same order), it gets the same Buffer
 * back instead of copying every part again. Parts that are never changed once made make this exact: the same
 * objects hold the same bytes, so an answer can never be stale; a part that changed is a new object, so a miss.
 * Bounded by bytes (the answer and the parts it keeps alive), least recently used out first; 0 = off.
 */
export class JoinedBytes {
  private readonly cache: BoundedCache<Joined>;

  constructor(maxBytes: number) {
    this.cache = boundedCache<Joined>({ maxBytes, sizeOf: joinedBytes });
  }

  /**
   * The parts as one Buffer. `remember` is false when a part is built for this request alone (a viewer's own
   * variant): such a page can never come again, and keeping it would push out one that can.
   */
  join(key: string, parts: readonly JoinedPart[], remember = true): Buffer {
    // A viewer's own page is not looked up either: it is made for this request, and comparing it with the
    // visitors' page of the same key (up to the first byte that differs) would only cost the members' requests.
    if (!remember) return concatParts(parts);
    const last = this.cache.get(key);
    if (last && sameParts(last.parts, parts)) return last.body;
    const body = concatParts(parts);
    this.cache.set(key, { parts, body });
    return body;
  }

  /**
   * The parts as the answer sent. `kept`: the page is the same for every viewer of its key (a visitor's), so it
   * is remembered and its compressed bytes are kept beside it (compressed once per change); otherwise it is a
   * viewer's own answer, made and compressed for this request alone.
   */
  answer(key: string, parts: readonly JoinedPart[], kept: boolean): RawJson {
    return new RawJson(this.join(key, parts, kept), kept);
  }

  clear(): void {
    this.cache.clear();
  }
}

function concatParts(parts: readonly JoinedPart[]): Buffer {
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)));
}

function sameParts(a: readonly JoinedPart[], b: readonly JoinedPart[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

function joinedBytes(joined: Joined): number {
  let parts = 0;
  for (const part of joined.parts) parts += typeof part === 'string' ? 2 * part.length : part.length;
  // The parts stay alive as long as the entry does, even once their own cache dropped them.
  return joined.body.length + parts + 8 * joined.parts.length + 200;
}
