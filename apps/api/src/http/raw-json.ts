import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express, Response } from 'express';
import { RawJson } from '@app/server/core/raw-json';
import { compressOnce, CompressionSettings, Encoding, mayTransform, plainAcceptedEncoding } from './compression';

/**
 * Sends RawJson answers (bytes already serialised) in one `res.end`, with the content type `res.json` would
 * set and their length. A kept answer (JoinedBytes gives the same Buffer to every viewer of a remembered page)
 * is compressed once and its compressed bytes kept beside it, for the plain lists browsers send; anything
 * else (a viewer's own answer, weighted or `*` lists, no Accept-Encoding, HEAD, small answers, `no-transform`)
 * goes on as identity bytes and `compression` treats it as every other answer (compression.ts).
 */
export class RawJsonSender {
  /** Weak: an entry lives as long as its answer Buffer, which the services' caches bound. */
  private readonly compressed = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

  constructor(private readonly settings: CompressionSettings) {}

  send(res: Response, answer: RawJson): void {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    const encoding = answer.kept ? this.encodingFor(res, answer.body) : null;
    if (!encoding) {
      res.setHeader('Content-Length', answer.body.length);
      res.end(answer.body);
      return;
    }
    // As `compression` sets it: the bytes depend on the request's Accept-Encoding.
    res.vary('Accept-Encoding');
    const bytes = this.encoded(answer.body, encoding);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', bytes.length);
    res.end(bytes);
  }

  private encodingFor(res: Response, body: Buffer): Encoding | null {
    if (res.req.method === 'HEAD' || body.length < this.settings.threshold || !mayTransform(res)) return null;
    return plainAcceptedEncoding(res.req.headers['accept-encoding']);
  }

  private encoded(body: Buffer, encoding: Encoding): Buffer {
    let forms = this.compressed.get(body);
    if (!forms) this.compressed.set(body, (forms = {}));
    return (forms[encoding] ??= compressOnce(body, encoding, this.settings));
  }
}

/**
 * Nest's Express adapter, replying to a RawJson itself. The adapter would `res.json` any other object (a
 * Buffer as `{"type":"Buffer","data":[…]}`); here the bytes go out once, from the one place Nest replies,
 * so nothing else tries to send the answer again. Every other answer is the adapter's as before.
 */
export class RawJsonExpressAdapter extends ExpressAdapter {
  constructor(
    instance: Express,
    private readonly rawJson: RawJsonSender,
  ) {
    super(instance);
  }

  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!(body instanceof RawJson)) return super.reply(response, body, statusCode);
    if (statusCode) response.status(statusCode);
    return this.rawJson.send(response, body);
  }
}
