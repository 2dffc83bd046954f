import express, { NextFunction, Request, Response } from 'express';
import { errorBody, Errors } from '@app/contract';
import { scanJson } from './json-scan';
import { sendError } from './send-error';

/**
 * Routes whose bodies carry long text: posts and comments (20,000 characters), profiles and lists
 * (10,000), whole Community objects. 20,000 characters written as `\uXXXX` escapes are 120 KB.
 */
const LONG_TEXT_ROUTES: readonly (readonly [string, RegExp])[] = [
  ['POST', /^\/api\/posts$/],
  ['PUT', /^\/api\/posts\/[^/]+$/],
  ['POST', /^\/api\/posts\/[^/]+\/comments$/],
  ['PUT', /^\/api\/posts\/[^/]+\/comments\/[^/]+$/],
  ['POST', /^\/api\/_settings$/],
  ['POST', /^\/api\/communities$/],
  ['PUT', /^\/api\/communities\/[^/]+$/],
  ['POST', /^\/api\/users\/[^/]+\/lists$/],
  ['PUT', /^\/api\/users\/[^/]+\/lists\/[^/]+$/],
  ['PUT', /^\/api\/lists\/[^/]+$/],
];

/** Every other body (login, signup, votes, reports, joins, rules, admin actions) fits in a few KB. */
export const JsonBodyLimits = {
  longText: { bytes: '256kb', maxKeys: 2000, maxDepth: 32 },
  short: { bytes: '16kb', maxKeys: 200, maxDepth: 32 },
} as const;

const takesLongText = (method: string, path: string) => LONG_TEXT_ROUTES.some(([m, pattern]) => m === method && pattern.test(path));

/** List item add/remove: the contract answers an unreadable body with `400 "Bad JSON body."` (no code; docs/api/lists.md). */
const LIST_ITEMS_ROUTE = /^\/api\/(users\/[^/]+\/lists\/[^/]+|lists\/[^/]+)\/items$/;
export const unreadableBodyError = (method: string, path: string) =>
  (method === 'POST' || method === 'DELETE') && LIST_ITEMS_ROUTE.test(path) ? Errors.BAD_JSON_BODY : Errors.INVALID_JSON;

const isMultipart = (req: { headers: Request['headers'] }) => String(req.headers['content-type'] ?? '').startsWith('multipart/');

/** Requests that came with no body at all (their `body` reads `{}`): `DELETE …/items` then clears the list. */
const emptyBodies = new WeakSet<Request>();
export const hadEmptyBody = (req: Request): boolean => emptyBodies.has(req);

/** Only objects and arrays at the top, as body-parser's strict JSON mode. */
const STRICT_START = /^[ \t\n\r]*[[{]/;

/**
 * JSON bodies whatever the Content-Type says: the upstream web client posts JSON as text/plain
 * (docs/api/README.md, "Transport"). Multipart uploads are left to their own parser. The text is read with the
 * route's byte limit, then scanned for key count, depth and NUL before `JSON.parse`, so a hostile body
 * costs one linear pass and never reaches the validation pipe.
 */
export function jsonBody() {
  const readText = (bytes: string) => express.text({ limit: bytes, defaultCharset: 'utf-8', type: (req) => !isMultipart(req) });
  const readers = { longText: readText(JsonBodyLimits.longText.bytes), short: readText(JsonBodyLimits.short.bytes) };
  return (req: Request, res: Response, next: NextFunction): void => {
    const tier = takesLongText(req.method, req.baseUrl + req.path) ? 'longText' : 'short';
    readers[tier](req, res, (error?: unknown) => {
      if (error) return answerReadError(error, res, next);
      if (typeof req.body !== 'string') {
        // Nothing was read: no body at all, unless it is a multipart upload (left to its own parser).
        if (!isMultipart(req)) emptyBodies.add(req);
        return next();
      }
      const text: string = req.body;
      if (text.length === 0) {
        req.body = {};
        emptyBodies.add(req);
        return next();
      }
      const problem = STRICT_START.test(text) ? scanJson(text, JsonBodyLimits[tier]) : 'syntax';
      if (problem === 'too-many-keys') return sendError(res, errorBody(Errors.BODY_TOO_LARGE));
      const unreadable = unreadableBodyError(req.method, req.baseUrl + req.path);
      if (problem) return sendError(res, errorBody(unreadable));
      try {
        req.body = JSON.parse(text);
      } catch {
        return sendError(res, errorBody(unreadable));
      }
      next();
    });
  };
}

function answerReadError(error: unknown, res: Response, next: NextFunction): void {
  const type = (error as { type?: string }).type;
  if (type === 'entity.too.large') return sendError(res, errorBody(Errors.BODY_TOO_LARGE));
  if (type === 'charset.unsupported' || type === 'encoding.unsupported') return sendError(res, errorBody(Errors.INVALID_JSON));
  next(error);
}
