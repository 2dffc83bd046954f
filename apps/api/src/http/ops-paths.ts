/**
 * Operations routes: outside `/api` (Nest's global prefix excludes them), without a session, CSRF token
 * or cookie, and never an SPA page. Probes and Prometheus call them (docs/operations.md).
 */
export const OPS_PATHS = ['/healthz', '/readyz', '/metrics'] as const;

const OPS = new Set<string>(OPS_PATHS);

export function isOpsPath(path: string): boolean {
  return OPS.has(path);
}
