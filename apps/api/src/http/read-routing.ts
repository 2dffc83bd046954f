import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { catchError, concatMap, Observable } from 'rxjs';
import { MemberWritePositions } from '@app/server/core/database';
import { routeReadsInRequest, wroteInRequest } from '@app/server/core/request-context';

/**
 * After the session: tells the database layer whose request this is and whether its page reads may come from
 * a read replica (only a request that changes nothing, so a write's own reads see it; docs/operations.md,
 * "Scaling path").
 */
export function readRouting() {
  return (req: Request, _res: Response, next: NextFunction): void => {
    routeReadsInRequest({ memberId: req.quorum?.userId ?? null, replicaAllowed: req.method === 'GET' || req.method === 'HEAD' });
    next();
  };
}

/**
 * Read-your-writes: once a member's mutating call (or a GET that wrote, `noteWriteInRequest`) has run (answered or failed: it may have committed part),
 * and before its answer goes out, the primary's WAL position is remembered for the member, so their next reads
 * use only a replica that has it. The member is read after the handler, so a signup or login counts for the
 * account it signed into. A failure to remember is logged, not answered: the write itself succeeded. Installed
 * only when replicas are configured (configure-app.ts).
 */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  private readonly logger = new Logger('ReadReplicas');

  constructor(private readonly positions: MemberWritePositions) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    const remember = async (): Promise<void> => {
      const memberId = req.quorum?.userId;
      const wrote = (req.method !== 'GET' && req.method !== 'HEAD') || wroteInRequest();
      if (!memberId || !wrote) return;
      await this.positions.remember(memberId).catch((error: unknown) => {
        this.logger.warn(`remembering a write position failed: ${error instanceof Error ? error.message : String(error)}`);
      });
    };
    return next.handle().pipe(
      concatMap(async (value: unknown) => {
        await remember();
        return value;
      }),
      catchError(async (error: unknown) => {
        await remember();
        throw error;
      }),
    );
  }
}
