import { Controller, Get, Param } from '@nestjs/common';
import type { SitePage } from '@app/contract';
import { SitePagesService } from '@app/server/site-pages';
import { Public } from '../http/access';

/** Ours (contract `site-pages.ts`): the markdown of the about, FAQ, guidelines, policy and guide pages. */
@Controller('site_pages')
export class SitePagesController {
  constructor(private readonly sitePages: SitePagesService) {}

  @Get(':name')
  @Public()
  page(@Param('name') name: string): Promise<SitePage> {
    return this.sitePages.get(name);
  }
}
