import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile } from '@nestjs/common';
import { map, Observable } from 'rxjs';
import { RawJson } from '@app/server/core/raw-json';

/**
 * Sends a RawJson answer's bytes as the body with the JSON content type Express's `res.json` would set.
 * Nest's Express adapter would `res.json` a returned Buffer (as `{"type":"Buffer","data":[…]}`), so the bytes
 * go out as a StreamableFile, through the same compression. Other answers go on to `res.json` as usual.
 */
@Injectable()
export class RawJsonInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((answer: unknown) => (answer instanceof RawJson ? new StreamableFile(answer.body, { type: 'application/json; charset=utf-8', length: answer.body.length }) : answer)),
    );
  }
}
