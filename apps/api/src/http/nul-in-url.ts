import type { NextFunction, Request, Response } from 'express';
import { errorBody, Errors } from '@app/contract';
import { sendError } from './send-error';

/** A NUL can reach a path parameter or a query value only as `%00`: Node refuses raw control bytes in a URL. */
const ENCODED_NUL = /%00/i;

/**
 * PostgreSQL refuses NUL in text, so a NUL anywhere in an `/api` URL is refused here, before any route
 * reads it. Bodies get the same check in the JSON scan.
 */
export function refuseNulInUrl(req: Request, res: Response, next: NextFunction): void {
  if (ENCODED_NUL.test(req.originalUrl)) return sendError(res, errorBody(Errors.BAD_REQUEST));
  next();
}
