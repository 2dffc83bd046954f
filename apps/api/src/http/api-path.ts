export const API_PREFIX = 'api';

export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
