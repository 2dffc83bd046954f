import { Module } from '@nestjs/common';
import { Clock } from '@app/server/core/clock';
import { ModlogAccessRepository } from './modlog-access.repository';
import { ModlogRepository } from './modlog.repository';
import { ModlogService } from './modlog.service';

/** The moderation log (docs/moderation-log.md). Depends on nothing but the database: every moderating area imports it. */
@Module({ providers: [ModlogService, ModlogRepository, ModlogAccessRepository, Clock], exports: [ModlogService, ModlogAccessRepository] })
export class ModlogModule {}
