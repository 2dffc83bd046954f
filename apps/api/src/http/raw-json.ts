import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { map, Observable } from 'rxjs';
import { RawJson } from '@app/server/core/raw-json';

/**
 * Sends a RawJson answer's text as the body with the JSON content type (Express would call a string
 * text/html); other answers go on to Nest's `res.json` as usual. Compression applies to both alike.
 */
@Injectable()
export class RawJsonInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((answer: unknown) => {
        if (!(answer instanceof RawJson)) return answer;
        response.type('application/json');
        return answer.json;
      }),
    );
  }
}
