import { Injectable } from '@nestjs/common';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ImageFormat } from '@app/contract';
import { AppConfig } from '@app/server/core/config';

/** A file of an image: its original or one named copy. */
export interface ImageFileKey {
  imageId: string;
  /** `original` or a copy name (`tiny`, `small`...). */
  variant: string;
  format: ImageFormat;
}

/** Where image files live (docs/architecture.md "Data and speed"). Files of one image are written, read and deleted together. */
export abstract class ImageStore {
  /**
   * Stores a copy beside its image's original. False, and nothing kept, when the image's files are gone: the
   * image was deleted while the copy was being made, and a copy must not bring back what the deletion removed.
   */
  abstract write(key: ImageFileKey, data: Buffer): Promise<boolean>;
  /**
   * Lets `produce` write the file itself at a path the store chooses, then keeps it under `key`: a large
   * original goes from the encoder to disk without ever being one Buffer in the api (docs/performance.md,
   * "Images"). Nothing is kept when `produce` throws.
   */
  abstract writeWith<T>(key: ImageFileKey, produce: (path: string) => Promise<T>): Promise<T>;
  /** `undefined` when the file does not exist. */
  abstract read(key: ImageFileKey): Promise<Buffer | undefined>;
  /** Deletes every file of the image (original, copies, converted variants). */
  abstract deleteAll(imageId: string): Promise<void>;
}

/**
 * Where a file of an image lives, relative to the store's root (a folder or a bucket): `{xx}/{id}/{variant}.{format}`,
 * `xx` being the id's random last byte, so files spread over 256 prefixes. Both stores use it, so a folder copied
 * into a bucket as it is (docs/operations.md, "Object storage for images") is read by the other store.
 */
export function imageFilePath(key: ImageFileKey): string {
  if (!/^[a-z0-9-]+$/.test(key.variant)) throw new Error(`not an image variant: ${key.variant}`);
  return `${imageFolderPath(key.imageId)}/${key.variant}.${key.format}`;
}

/** The prefix every file of the image shares (without the trailing slash). */
export function imageFolderPath(imageId: string): string {
  if (!/^[0-9a-f]{24}$/.test(imageId)) throw new Error(`not an image id: ${imageId}`);
  return `${imageId.slice(-2)}/${imageId}`;
}

/** Attempts of the folder's removal after the first, `retryDelay` ms longer each time (Node's `rm`). */
const DELETE_RETRIES = 5;
const DELETE_RETRY_DELAY_MS = 10;

/** The default store (IMAGES_STORE=local): a folder (IMAGES_DIR), one sub-folder per image (`imageFolderPath`). */
@Injectable()
export class LocalImageStore extends ImageStore {
  private readonly root: string;

  constructor(config: AppConfig) {
    super();
    this.root = resolve(config.imagesDir);
  }

  /** Into the image's folder, never creating it: the folder is made with the original and goes with the image. */
  async write(key: ImageFileKey, data: Buffer): Promise<boolean> {
    const path = this.pathOf(key);
    // Written aside and renamed: a reader never sees half a file, and a retried job simply replaces it.
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, path);
      return true;
    } catch (error) {
      // The folder was removed before the write or between the write and the rename: the image is gone.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async writeWith<T>(key: ImageFileKey, produce: (path: string) => Promise<T>): Promise<T> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const result = await produce(temporary);
      await rename(temporary, path);
      return result;
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: ImageFileKey): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /**
   * A copy being written while the folder is removed lands after the removal listed the folder, and the last
   * `rmdir` then fails with ENOTEMPTY: `rm` lists and removes again (its own retries). Writers stop once the
   * image's row is gone (`write` never makes the folder again), so a retry finds at most their last file.
   */
  async deleteAll(imageId: string): Promise<void> {
    await rm(this.folderOf(imageId), { recursive: true, force: true, maxRetries: DELETE_RETRIES, retryDelay: DELETE_RETRY_DELAY_MS });
  }

  private folderOf(imageId: string): string {
    return join(this.root, imageFolderPath(imageId));
  }

  private pathOf(key: ImageFileKey): string {
    return join(this.root, imageFilePath(key));
  }
}
