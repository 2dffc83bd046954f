import { Module } from '@nestjs/common';
import { SitePageFiles } from './site-page-files';
import { SitePagesService } from './site-pages.service';

@Module({
  providers: [SitePageFiles, SitePagesService],
  exports: [SitePagesService],
})
export class SitePagesModule {}
