/** The part of @20minutes/s3rver (a fake S3 server, CommonJS without types) the tests use. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string }[];
  }

  interface KoaContext {
    method: string;
    query: Record<string, string | string[] | undefined>;
  }

  class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware list: the server composes it when it starts listening. */
    middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }

  export = S3rver;
}
