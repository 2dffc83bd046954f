import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger, NotFoundException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { errorBody, Errors } from '@app/contract';
import { DomainError } from '@app/server/core/errors';
import { sendUnavailable } from './unavailable';
import { RouteTable } from './route-table';
import { sendError } from './send-error';

/**
 * The one place errors become HTTP: DomainError codes map to the contract's status and body, routing
 * misses to 404/400, an unreachable Redis or PostgreSQL to 503, anything else to the generic 500 (stack logged once, never sent).
 */
@Catch()
export class ContractExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly routes: RouteTable) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    if (exception instanceof DomainError) return sendError(res, exception.toBody(), exception.headers);
    if (exception instanceof NotFoundException) {
      return sendError(res, errorBody(this.routes.hasPath(req.path) ? Errors.METHOD_NOT_ALLOWED : Errors.ENDPOINT_NOT_FOUND));
    }
    if (exception instanceof HttpException && exception.getStatus() < 500) {
      return sendError(res, { status: exception.getStatus(), message: exception.message });
    }
    if (sendUnavailable(req, res, exception)) return;
    this.logger.error(`${req.method} ${req.path}: ${exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)}`);
    sendError(res, errorBody(Errors.INTERNAL));
  }
}
