import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/**
 * The parsed JSON body, untouched by the validation pipe: for routes whose contract checks the body's
 * shape only after other checks (docs/api/errors.md §3 orders `json` after `404 user_not_found` on badges).
 */
export const RawBody = createParamDecorator((_data: unknown, context: ExecutionContext): unknown => context.switchToHttp().getRequest<Request>().body);
