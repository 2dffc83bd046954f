import type { NextFunction, Request, Response } from 'express';
import { BlockedAddresses } from '@app/server/ip-blocks';
import { clientAddress, trustedProxySet } from './client-address';

const BLOCKED_PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><title>Blocked</title></head><body><p>Suspicious activity detected. Blocked.</p></body></html>';

/**
 * Admin IP blocks and, while `torBlocked` is on, Tor exits get the contract's small HTML page (docs/api/errors.md §1)
 * with 403, on every path (API, pages, images). The address is the one everything else uses: the socket
 * peer, or X-Forwarded-For only when the peer is a trusted proxy. The lists are in memory: no I/O here.
 */
export function refuseBlockedAddresses(blocked: BlockedAddresses, trustedProxies: readonly string[]) {
  const trusted = trustedProxySet(trustedProxies);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!blocked.isBlocked(clientAddress(req, trusted))) return next();
    res.status(403).set('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(BLOCKED_PAGE);
  };
}
