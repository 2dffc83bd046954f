import express, { NextFunction, Request, Response } from 'express';
import { errorBody, Errors } from '@app/contract';
import { sendError } from './send-error';

export const JSON_BODY_LIMIT = '1mb';

/**
 * JSON bodies whatever the Content-Type says: the upstream web client posts JSON as text/plain
 * (README.md "Transport"). Multipart uploads are left to their own parser.
 */
export function jsonBody() {
  const parse = express.json({
    limit: JSON_BODY_LIMIT,
    type: (req) => !String(req.headers['content-type'] ?? '').startsWith('multipart/'),
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const type = (error as { type?: string }).type;
      if (type === 'entity.too.large') return sendError(res, errorBody(Errors.BODY_TOO_LARGE));
      if (type === 'entity.parse.failed' || type === 'charset.unsupported' || type === 'encoding.unsupported') {
        return sendError(res, errorBody(Errors.INVALID_JSON));
      }
      next(error);
    });
  };
}
