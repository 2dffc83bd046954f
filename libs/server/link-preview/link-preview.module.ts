import { Module } from '@nestjs/common';
import { HostResolver } from './host-resolver';
import { LinkPreviewService } from './link-preview.service';
import { PinnedHttpClient } from './pinned-http-client';
import { SafeFetcher } from './safe-fetcher';

/** The fetcher alone (needs only AppConfig): the worker imports this for link thumbnails. */
@Module({
  providers: [SafeFetcher, HostResolver, PinnedHttpClient],
  exports: [SafeFetcher],
})
export class SafeFetchModule {}

/** `_link_info` for the api; needs the global RateLimitModule. */
@Module({
  imports: [SafeFetchModule],
  providers: [LinkPreviewService],
  exports: [LinkPreviewService],
})
export class LinkPreviewModule {}
