import { Injectable, Logger } from '@nestjs/common';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { SITE_PAGE_NAMES, type SitePageName } from '@app/contract';
import { AppConfig } from '@app/server/core/config';
import { boundedCache } from '@app/server/core/caching';

/** A page larger than this is a mistake (a wrong file dropped in the folder): the built-in text stays. */
export const SITE_PAGE_MAX_BYTES = 512 * 1024;

interface CachedPage {
  mtimeMs: number;
  size: number;
  text: string;
}

const MISSING = new Set(['ENOENT', 'ENOTDIR']);

/**
 * The operator's page files, `SITE_PAGES_DIR/<name>.md`. Each request stats the file and reads it
 * again only when its modification time or size changed, so an edited file shows on the next load
 * without a restart and an unchanged one costs one stat.
 */
@Injectable()
export class SitePageFiles {
  private readonly logger = new Logger(SitePageFiles.name);
  private readonly folder: string | null;
  private readonly cache = boundedCache<CachedPage>({ maxEntries: SITE_PAGE_NAMES.length });
  /** Problems already logged, so a broken file is reported once, not on every request. */
  private readonly reported = new Set<string>();

  constructor(config: AppConfig) {
    this.folder = config.sitePagesDir ? resolve(config.sitePagesDir) : null;
  }

  /** The file's text, or null when there is no usable file (then the built-in text is shown). */
  async read(name: SitePageName): Promise<string | null> {
    if (!this.folder) return null;
    const path = join(this.folder, `${name}.md`);
    // Names come from a fixed list of plain words; this only guards that list against a future mistake.
    if (dirname(path) !== this.folder) return null;
    let stats;
    try {
      stats = await stat(path);
    } catch (error) {
      this.cache.delete(name);
      if (!MISSING.has((error as NodeJS.ErrnoException).code ?? '')) this.reportOnce(name, `cannot read ${path}: ${(error as Error).message}`);
      return null;
    }
    if (!stats.isFile()) return this.refuse(name, `${path} is not a file`);
    if (stats.size > SITE_PAGE_MAX_BYTES) return this.refuse(name, `${path} is larger than ${SITE_PAGE_MAX_BYTES} bytes`);
    const cached = this.cache.get(name);
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached.text;
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      return this.refuse(name, `cannot read ${path}: ${(error as Error).message}`);
    }
    // Editors on some systems start UTF-8 files with a byte-order mark; it is not part of the text.
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    this.cache.set(name, { mtimeMs: stats.mtimeMs, size: stats.size, text });
    this.reported.delete(name);
    return text;
  }

  private refuse(name: SitePageName, problem: string): null {
    this.cache.delete(name);
    this.reportOnce(name, `${problem}; showing the built-in ${name} page`);
    return null;
  }

  private reportOnce(name: SitePageName, problem: string): void {
    if (this.reported.has(name)) return;
    this.reported.add(name);
    this.logger.warn(problem);
  }
}
