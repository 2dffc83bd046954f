import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from '@app/server/core/config';
import { newId } from '@app/server/core/ids';
import { ImageFileKey, ImageStore, LocalImageStore, S3ImageStore } from '@app/server/images';
import { useS3Server } from '../support/s3-server';
import { scratchDir } from '../support/test-api-per-file';

/**
 * The `ImageStore` port's contract (libs/server/images/image-store.ts), one set of tests run against both stores:
 * the folder (IMAGES_STORE=local) and an S3-compatible bucket on a real S3-protocol server (IMAGES_STORE=s3).
 */
const s3 = useS3Server('test-store-contract-s3');
const dataDir = scratchDir('test-store-contract');

interface StoreUnderTest {
  store: ImageStore;
  /** Every file the store holds for the image, as paths relative to its root, sorted. */
  files(imageId: string): Promise<string[]>;
  close(): void;
}

const stores: Record<'local' | 's3', () => StoreUnderTest> = {
  local: () => {
    const root = join(dataDir, 'images');
    const store = new LocalImageStore(loadConfig({ DATA_DIR: dataDir, IMAGES_DIR: root }));
    return {
      store,
      files: async (imageId) => {
        const folder = join(root, imageId.slice(-2), imageId);
        return existsSync(folder)
          ? readdirSync(folder)
              .map((name) => `${imageId.slice(-2)}/${imageId}/${name}`)
              .sort()
          : [];
      },
      close: () => undefined,
    };
  },
  s3: () => {
    const config = loadConfig({ DATA_DIR: dataDir, ...s3.env });
    const store = new S3ImageStore(config);
    return { store, files: (imageId) => s3.keys(`${imageId.slice(-2)}/${imageId}/`), close: () => store.onApplicationShutdown() };
  },
};

const jpeg = (text: string) => Buffer.from(`\xff\xd8\xff${text}`, 'latin1');
const key = (imageId: string, variant: string): ImageFileKey => ({ imageId, variant, format: 'jpeg' });

describe.each(['local', 's3'] as const)('the %s image store', (kind) => {
  let subject: StoreUnderTest;
  let store: ImageStore;
  beforeAll(() => {
    subject = stores[kind]();
    store = subject.store;
  });
  afterAll(() => subject.close());

  /** An image whose original `writeWith` stored, as the intake does. */
  const withOriginal = async (bytes = jpeg('original')) => {
    const imageId = newId();
    await store.writeWith(key(imageId, 'original'), (path) => writeFile(path, bytes));
    return imageId;
  };

  it('keeps an original written by `writeWith` under {last byte of the id}/{id}/{variant}.{format}, answers what `produce` answered, and reads it back', async () => {
    const imageId = newId();
    let written = '';
    const result = await store.writeWith(key(imageId, 'original'), async (path) => {
      written = path;
      await writeFile(path, jpeg('the original'));
      return { size: 15 };
    });
    expect(result).toEqual({ size: 15 });
    expect(await store.read(key(imageId, 'original'))).toEqual(jpeg('the original'));
    expect(await subject.files(imageId)).toEqual([`${imageId.slice(-2)}/${imageId}/original.jpeg`]);
    // The encoder's file is the store's business: gone (renamed or uploaded) once `writeWith` answered.
    expect(existsSync(written)).toBe(false);
  });

  it('streams a large original from the encoder’s file (5 MB, byte for byte)', async () => {
    const bytes = randomBytes(5 * 1024 * 1024);
    const imageId = newId();
    await store.writeWith(key(imageId, 'original'), (path) => writeFile(path, bytes));
    expect((await store.read(key(imageId, 'original')))?.equals(bytes)).toBe(true);
  });

  it('keeps nothing, and throws the error, when `produce` throws after writing part of the file', async () => {
    const imageId = newId();
    let written = '';
    const failing = store.writeWith(key(imageId, 'original'), async (path) => {
      written = path;
      await writeFile(path, jpeg('half'));
      throw new Error('the encoder failed');
    });
    await expect(failing).rejects.toThrow('the encoder failed');
    expect(await store.read(key(imageId, 'original'))).toBeUndefined();
    expect(await subject.files(imageId)).toEqual([]);
    expect(existsSync(written)).toBe(false);
  });

  it('answers undefined for a file that does not exist', async () => {
    const imageId = await withOriginal();
    expect(await store.read(key(imageId, 'small'))).toBeUndefined();
    expect(await store.read(key(newId(), 'original'))).toBeUndefined();
  });

  it('writes a copy beside its original, and a second write of the same copy replaces it', async () => {
    const imageId = await withOriginal();
    expect(await store.write(key(imageId, 'small'), jpeg('small 1'))).toBe(true);
    expect(await store.write(key(imageId, 'small'), jpeg('small 2'))).toBe(true);
    expect(await store.write(key(imageId, 'large'), jpeg('large'))).toBe(true);
    expect(await store.read(key(imageId, 'small'))).toEqual(jpeg('small 2'));
    expect(await subject.files(imageId)).toEqual(['large', 'original', 'small'].map((v) => `${imageId.slice(-2)}/${imageId}/${v}.jpeg`));
  });

  it('refuses a copy of an image whose files are gone (false, nothing kept): a copy never brings a deleted image back', async () => {
    const deleted = await withOriginal();
    await store.write(key(deleted, 'small'), jpeg('small'));
    await store.deleteAll(deleted);
    expect(await store.write(key(deleted, 'large'), jpeg('late copy'))).toBe(false);
    expect(await store.read(key(deleted, 'large'))).toBeUndefined();
    expect(await subject.files(deleted)).toEqual([]);
    // Nor of an image that never had an original.
    const never = newId();
    expect(await store.write(key(never, 'small'), jpeg('orphan'))).toBe(false);
    expect(await subject.files(never)).toEqual([]);
  });

  it('deletes every file of one image and nothing of another image under the same prefix', async () => {
    const imageId = await withOriginal();
    await store.write(key(imageId, 'tiny'), jpeg('tiny'));
    await store.write(key(imageId, 'huge'), jpeg('huge'));
    // Same last byte, so the same spread prefix.
    const neighbour = `${newId().slice(0, 22)}${imageId.slice(-2)}`;
    await store.writeWith(key(neighbour, 'original'), (path) => writeFile(path, jpeg('neighbour')));
    await store.deleteAll(imageId);
    expect(await subject.files(imageId)).toEqual([]);
    expect(await store.read(key(imageId, 'original'))).toBeUndefined();
    expect(await store.read(key(neighbour, 'original'))).toEqual(jpeg('neighbour'));
    // Deleting what is not there is no error.
    await store.deleteAll(imageId);
    await store.deleteAll(newId());
  });

  it('leaves nothing of an image deleted while copies of it are being written (20 races)', async () => {
    for (let i = 0; i < 20; i++) {
      const imageId = await withOriginal();
      const copies = ['tiny', 'small', 'medium'].map((variant) => store.write(key(imageId, variant), jpeg(variant)));
      // The deletion starts 0-9 ms after the writes: each round meets them at another step.
      const deletion = sleep(i % 10).then(() => store.deleteAll(imageId));
      await Promise.all([...copies, deletion]);
      expect({ i, files: await subject.files(imageId) }).toEqual({ i, files: [] });
    }
  });

  it('refuses keys that are not an image id and a variant name', async () => {
    await expect(store.read({ imageId: '../etc', variant: 'original', format: 'jpeg' })).rejects.toThrow('not an image id');
    await expect(store.read({ imageId: newId(), variant: '../original', format: 'jpeg' })).rejects.toThrow('not an image variant');
    await expect(store.deleteAll('abc')).rejects.toThrow('not an image id');
  });
});

describe('the s3 image store, while a deletion is slow', () => {
  afterAll(() => s3.holdDeletes(0));

  it('finds a copy stored after its deletion listed the image (the original still there when the copy looked), and deletes it too', async () => {
    const { store, files, close } = stores.s3();
    try {
      const imageId = newId();
      await store.writeWith(key(imageId, 'original'), (path) => writeFile(path, jpeg('original')));
      // The deletion lists the original, then its DeleteObjects waits 300 ms at the server: the copy is stored
      // and sees the original meanwhile, so `write` keeps it; the deletion's next listing must find it.
      s3.holdDeletes(300);
      const deletion = store.deleteAll(imageId);
      await sleep(100);
      expect(await store.write(key(imageId, 'small'), jpeg('small'))).toBe(true);
      await deletion;
      expect(await files(imageId)).toEqual([]);
    } finally {
      close();
    }
  });
});

describe('both stores', () => {
  it('lay out the same relative paths: a folder copied into a bucket as it is reads back through the s3 store', async () => {
    const local = stores.local();
    const bucket = stores.s3();
    try {
      const imageId = newId();
      await local.store.writeWith(key(imageId, 'original'), (path) => writeFile(path, jpeg('moved')));
      await local.store.write(key(imageId, 'small'), jpeg('moved small'));
      const files = await local.files(imageId);
      expect(files).toEqual(['original', 'small'].map((v) => `${imageId.slice(-2)}/${imageId}/${v}.jpeg`));
      // What an operator's `aws s3 sync "$IMAGES_DIR" s3://bucket` does: each file under its relative path.
      for (const file of files) await s3.put(file, await readFile(join(dataDir, 'images', file)));
      expect(await bucket.store.read(key(imageId, 'original'))).toEqual(jpeg('moved'));
      expect(await bucket.store.read(key(imageId, 'small'))).toEqual(jpeg('moved small'));
    } finally {
      bucket.close();
    }
  });
});
