import { OnApplicationShutdown } from '@nestjs/common';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '@app/server/core/config';
import { mimeTypeOf } from './image-formats';
import { ImageFileKey, imageFilePath, imageFolderPath, ImageStore } from './image-store';

/** Listing and deleting the image's prefix again while it still lists something (see `deleteAll`). */
const DELETE_ROUNDS = 5;
/** An upload from a file is not retried by the SDK (a stream is read once): it is sent again this often, from a new stream. */
const UPLOAD_ATTEMPTS = 2;

const isNotFound = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/**
 * IMAGES_STORE=s3: the files in an S3-compatible bucket, under the same relative paths as the folder store
 * (`imageFilePath`). The api still serves `/images/…` itself, reading through this store
 * (docs/operations.md, "Object storage for images"). The only file that imports the AWS SDK.
 *
 * A bucket has no folder whose absence tells `write` the image is gone, so the image's original is the marker:
 * the copy is stored first, then the original is looked up, and the copy is removed again when the original is
 * missing. With `deleteAll` listing the prefix once more after each deletion, this leaves nothing behind on a
 * service with read-after-write consistent listings (Amazon S3, MinIO): a copy stored before the original's
 * deletion is listed by the round after it, and one stored after it finds no original.
 */
export class S3ImageStore extends ImageStore implements OnApplicationShutdown {
  private readonly client: S3Client;
  private readonly bucket: string;
  /** Where an encoder writes a file before it is uploaded: the api's folder of temporary uploads. */
  private readonly scratch: string;

  constructor(config: AppConfig) {
    super();
    if (!config.s3Bucket) throw new Error('IMAGES_STORE=s3 needs S3_BUCKET');
    this.bucket = config.s3Bucket;
    this.scratch = join(config.dataDir, 'uploads');
    const { s3AccessKeyId: accessKeyId, s3SecretAccessKey: secretAccessKey } = config;
    this.client = new S3Client({
      region: config.s3Region,
      endpoint: config.s3Endpoint,
      forcePathStyle: config.s3ForcePathStyle,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      // Checksums only where S3 demands them (DeleteObjects): the SDK's default sends every upload as
      // aws-chunked with a trailing checksum, which many S3-compatible services refuse; TLS guards the bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  async write(key: ImageFileKey, data: Buffer): Promise<boolean> {
    const path = imageFilePath(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: path, Body: data, ContentType: mimeTypeOf(key.format) }));
    if (await this.exists(imageFilePath({ ...key, variant: 'original' }))) return true;
    // The image was deleted meanwhile: the copy must not bring it back.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: path }));
    return false;
  }

  async writeWith<T>(key: ImageFileKey, produce: (path: string) => Promise<T>): Promise<T> {
    await mkdir(this.scratch, { recursive: true });
    const temporary = join(this.scratch, `store-${key.imageId}-${key.variant}-${randomBytes(6).toString('hex')}.tmp`);
    try {
      const result = await produce(temporary);
      await this.upload(imageFilePath(key), temporary, key);
      return result;
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async read(key: ImageFileKey): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: imageFilePath(key) }));
      if (!answer.Body) return undefined;
      const bytes = await answer.Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /**
   * Lists the image's prefix and deletes what it found (DeleteObjects, up to 1,000 keys a request), then lists
   * again until nothing is left: a copy stored while the first listing ran is found by the next one.
   */
  async deleteAll(imageId: string): Promise<void> {
    const prefix = `${imageFolderPath(imageId)}/`;
    for (let round = 0; round < DELETE_ROUNDS; round++) {
      const keys = await this.list(prefix);
      if (!keys.length) return;
      for (let i = 0; i < keys.length; i += 1000) {
        const batch = keys.slice(i, i + 1000).map((Key) => ({ Key }));
        const answer = await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }));
        const failed = answer.Errors ?? [];
        if (failed.length) throw new Error(`could not delete ${failed.length} file(s) of image ${imageId}: ${failed[0].Code ?? ''} ${failed[0].Message ?? ''}`);
      }
    }
    throw new Error(`files of image ${imageId} kept appearing after ${DELETE_ROUNDS} deletions`);
  }

  /** Last of the shutdown: the worker's queues finish the jobs in hand (and their uploads) before it. */
  onApplicationShutdown(): void {
    this.client.destroy();
  }

  private async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  private async exists(path: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: path }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** Streams the file (its length known up front, so S3 needs no chunked encoding): never one Buffer in memory. */
  private async upload(path: string, file: string, key: ImageFileKey): Promise<void> {
    const { size } = await stat(file);
    for (let attempt = 1; ; attempt++) {
      try {
        await this.client.send(
          new PutObjectCommand({ Bucket: this.bucket, Key: path, Body: createReadStream(file), ContentLength: size, ContentType: mimeTypeOf(key.format) }),
        );
        return;
      } catch (error) {
        const refused = error instanceof S3ServiceException && error.$metadata.httpStatusCode !== undefined && error.$metadata.httpStatusCode < 500;
        if (refused || attempt >= UPLOAD_ATTEMPTS) throw error;
      }
    }
  }
}
