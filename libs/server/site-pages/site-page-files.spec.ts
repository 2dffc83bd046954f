import { mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppConfig } from '@app/server/core/config';
import { SITE_PAGE_MAX_BYTES, SitePageFiles } from './site-page-files';

describe('SitePageFiles', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'quorum-page-files-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  const filesIn = (sitePagesDir: string | undefined) => new SitePageFiles({ sitePagesDir } as AppConfig);

  it('reads nothing without a folder', async () => {
    expect(await filesIn(undefined).read('about')).toBeNull();
  });

  it('keeps the text while the modification time and size stay the same', async () => {
    const files = filesIn(folder);
    const path = join(folder, 'terms.md');
    await writeFile(path, 'version A');
    // A whole second: file systems keep finer times than a Date can set back.
    const mtime = new Date(Math.floor((await stat(path)).mtimeMs / 1000) * 1000);
    await utimes(path, mtime, mtime);
    expect(await files.read('terms')).toBe('version A');
    // Same size, modification time put back: the cached text is served without reading the file.
    await writeFile(path, 'version B');
    await utimes(path, mtime, mtime);
    expect(await files.read('terms')).toBe('version A');
    const later = new Date(mtime.getTime() + 5000);
    await utimes(path, later, later);
    expect(await files.read('terms')).toBe('version B');
  });

  it('refuses a file over the size cap', async () => {
    await writeFile(join(folder, 'about.md'), 'x'.repeat(SITE_PAGE_MAX_BYTES + 1));
    expect(await filesIn(folder).read('about')).toBeNull();
  });

  it('reads nothing from a folder that does not exist', async () => {
    expect(await filesIn(join(folder, 'missing')).read('about')).toBeNull();
  });
});
