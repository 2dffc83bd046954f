import { Controller, Get, Query } from '@nestjs/common';
import { RateLimited } from '@app/server/core/throttling';
import { LinkPreviewService } from '@app/server/link-preview';
import type { LinkInfo } from '@app/server/link-preview';
import { LoggedIn } from '../http/access';
import { Documented } from '../openapi/documented';

/** `GET /api/_link_info` (docs/api/posts.md): the og:title of a page, for the post composer. */
@Controller()
export class LinkInfoController {
  constructor(private readonly linkPreview: LinkPreviewService) {}

  @Get('_link_info')
  @Documented('Get the title of a linked page', ['INVALID_URL'])
  @LoggedIn()
  @RateLimited('linkInfo')
  linkInfo(@Query('url') url: unknown): Promise<LinkInfo> {
    return this.linkPreview.linkInfo(url);
  }
}
