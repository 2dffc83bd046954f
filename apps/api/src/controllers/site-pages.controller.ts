import { Controller, Get, Param } from '@nestjs/common';
import type { SitePage } from '@app/contract';
import { SitePagesService } from '@app/server/site-pages';
import { Public } from '../http/access';
import { Documented } from '../openapi/documented';

/** Ours (contract `site-pages.ts`): the markdown of the about, FAQ, guidelines, policy and guide pages. */
@Controller('site_pages')
export class SitePagesController {
  constructor(private readonly sitePages: SitePagesService) {}

  @Get(':name')
  @Documented('Get a site page (about, FAQ, guidelines…)', ['SITE_PAGE_NOT_FOUND'])
  @Public()
  page(@Param('name') name: string): Promise<SitePage> {
    return this.sitePages.get(name);
  }
}
