import type { Response } from 'express';
import { ErrorBody } from '@app/contract';

export const JSON_CONTENT_TYPE = 'application/json; charset=UTF-8';

/** Writes the contract's error envelope (docs/api/errors.md §1) outside Nest's pipeline too (middleware failures). */
export function sendError(res: Response, body: ErrorBody, headers: Readonly<Record<string, string>> = {}): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.status(body.status).setHeader('Content-Type', JSON_CONTENT_TYPE).setHeader('Cache-Control', 'no-store').send(JSON.stringify(body));
}
