/** localStorage, or null where the browser blocks it (some privacy modes throw on access). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
