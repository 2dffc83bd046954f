/** What a request body may hold before anything but this scan looks at it (docs/api-notes.md "Envelope"). */
export interface JsonBounds {
  /** Keys in the whole document, at any depth (duplicates counted). */
  readonly maxKeys: number;
  /** Nesting of objects and arrays; the top-level value is depth 1. */
  readonly maxDepth: number;
}

export type JsonScanProblem = 'too-many-keys' | 'too-deep' | 'nul';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * One pass over the raw text, before `JSON.parse`: counts keys (a `:` outside strings) and nesting, and
 * finds the `\u0000` escape, the only way a NUL can sit in valid JSON (raw control characters are
 * invalid in strings) and a value PostgreSQL refuses in text. Syntax is left to `JSON.parse`; for valid
 * JSON these counts are exact, so the scan never refuses a body within bounds. It stops at the first
 * problem: linear in the text whatever its shape, where building and whitelisting 80,000 keys cost seconds.
 */
export function scanJson(text: string, bounds: JsonBounds): JsonScanProblem | null {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === QUOTE) inString = false;
      else if (c === BACKSLASH) {
        if (text.startsWith('u0000', i + 1)) return 'nul';
        i++; // the escaped character can never end the string
      }
      continue;
    }
    if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > bounds.maxDepth) return 'too-deep';
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
    else if (c === COLON && ++keys > bounds.maxKeys) return 'too-many-keys';
  }
  return null;
}
