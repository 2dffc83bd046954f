import { Injectable } from '@nestjs/common';
import { isSitePageName, SitePage } from '@app/contract';
import { DomainError } from '@app/server/core/errors';
import { DEFAULT_SITE_PAGES } from './defaults';
import { SitePageFiles } from './site-page-files';

/** The site's own pages: the operator's file when there is one, else the built-in text. */
@Injectable()
export class SitePagesService {
  constructor(private readonly files: SitePageFiles) {}

  /** `name` comes from the URL: only the known names go further, so no path is ever built from input. */
  async get(name: string): Promise<SitePage> {
    if (!isSitePageName(name)) throw new DomainError('SITE_PAGE_NOT_FOUND');
    const custom = await this.files.read(name);
    return custom === null ? { name, markdown: DEFAULT_SITE_PAGES[name], isDefault: true } : { name, markdown: custom, isDefault: false };
  }
}
