import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from '@20minutes/s3rver';
import { mkdir, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AppConfigValues } from '@app/server/core/config';
import { scratchPath } from './test-api-per-file';

/** s3rver's built-in account; any other key is refused. */
const ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** `TestApi.start` overrides that put the api's images in this bucket. */
  config: Partial<AppConfigValues>;
  /** The same for a built api or worker process. */
  env: Record<string, string>;
  /** Every key in the bucket under `prefix`, sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** The object's bytes, or undefined when there is none. */
  object(key: string): Promise<Buffer | undefined>;
  /** Stores an object as any S3 client would (not through the store). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** Deletes every object (between tests). */
  empty(): Promise<void>;
  /** Holds every DeleteObjects request this long before the server runs it (0: not at all), to widen a race. */
  holdDeletes(ms: number): void;
}

/**
 * A real S3-protocol server in this test process (@20minutes/s3rver, docs/operations.md "Object storage for
 * images"): an HTTP server on a free port of 127.0.0.1 keeping its objects in a scratch folder under tmp/. The
 * store speaks to it with the AWS SDK as to any S3-compatible service, path-style. Started before the file's
 * tests; after them (also when they fail) closed and its folder removed.
 *
 * Its signature check is off (`allowMismatchedSignatures`): s3rver canonicalises a bucket-level request's path
 * as `/bucket` while the SDK signs `/bucket/` (Amazon S3 and MinIO accept it), so listing and DeleteObjects would
 * be refused. Requests are still signed, and an unknown access key is still refused.
 */
export function useS3Server(prefix: string): S3TestServer {
  const dir = scratchPath(prefix);
  const bucket = 'quorum-images';
  let server: S3rver | undefined;
  let client: S3Client | undefined;
  let endpoint = '';
  let deleteHoldMs = 0;
  beforeAll(async () => {
    await mkdir(dir, { recursive: true });
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, allowMismatchedSignatures: true, configureBuckets: [{ name: bucket }] });
    server.middleware.unshift(async (ctx, next) => {
      if (deleteHoldMs && ctx.method === 'POST' && 'delete' in ctx.query) await sleep(deleteHoldMs);
      await next();
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  });
  afterAll(async () => {
    client?.destroy();
    await server?.close().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  });
  const s3 = () => {
    if (!client) throw new Error('the S3 server is used outside its tests: it starts in beforeAll');
    return client;
  };
  const keys = async (under = ''): Promise<string[]> => {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: under, ContinuationToken: token }));
      for (const item of page.Contents ?? []) if (item.Key) found.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort();
  };
  return {
    get endpoint() {
      return endpoint;
    },
    bucket,
    get config(): Partial<AppConfigValues> {
      return {
        imagesStore: 's3',
        s3Endpoint: endpoint,
        s3Region: 'us-east-1',
        s3Bucket: bucket,
        s3AccessKeyId: ACCESS_KEY,
        s3SecretAccessKey: ACCESS_KEY,
        s3ForcePathStyle: true,
      };
    },
    get env(): Record<string, string> {
      return {
        IMAGES_STORE: 's3',
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: ACCESS_KEY,
        S3_SECRET_ACCESS_KEY: ACCESS_KEY,
        S3_FORCE_PATH_STYLE: 'true',
      };
    },
    keys,
    object: async (key) => {
      try {
        const answer = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    put: async (key, bytes) => {
      await s3().send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }));
    },
    holdDeletes: (ms) => {
      deleteHoldMs = ms;
    },
    empty: async () => {
      const all = await keys();
      if (all.length) await s3().send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: all.map((Key) => ({ Key })), Quiet: true } }));
    },
  };
}
