/**
 * react-router 7 has no partial segments like `/@:username`, so `/:handle` serves both profiles
 * (`@name`) and communities (`name`); this tells them apart.
 */
export function parseHandle(handle: string | undefined): { kind: 'user' | 'community'; name: string } | null {
  if (!handle) return null;
  if (!handle.startsWith('@')) return { kind: 'community', name: handle };
  const name = handle.slice(1);
  return name ? { kind: 'user', name } : null;
}
