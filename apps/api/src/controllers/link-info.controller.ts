import { Controller, Get, Query } from '@nestjs/common';
import type { Caller } from '@app/server/core/caller';
import { LinkPreviewService } from '@app/server/link-preview';
import type { LinkInfo } from '@app/server/link-preview';
import { LoggedIn } from '../http/access';
import { LoggedInCaller } from '../http/caller.decorator';

/** posts.md `GET /api/_link_info`: the og:title of a page, for the post composer. */
@Controller()
export class LinkInfoController {
  constructor(private readonly linkPreview: LinkPreviewService) {}

  @Get('_link_info')
  @LoggedIn()
  linkInfo(@Query('url') url: unknown, @LoggedInCaller() caller: Caller & { userId: string }): Promise<LinkInfo> {
    return this.linkPreview.linkInfo(url, caller);
  }
}
