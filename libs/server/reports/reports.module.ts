import { Module } from '@nestjs/common';
import { ModlogModule } from '@app/server/modlog';
import { CommentsModule } from '@app/server/comments';
import { CommunitiesModule } from '@app/server/communities';
import { PostsModule } from '@app/server/posts';
import { ReportReasonsService } from './report-reasons.service';
import { ReportTargetsService } from './report-targets.service';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

@Module({
  imports: [PostsModule, CommentsModule, CommunitiesModule, ModlogModule],
  providers: [ReportReasonsService, ReportsService, ReportTargetsService, ReportsRepository],
  exports: [ReportReasonsService, ReportsService],
})
export class ReportsModule {}
