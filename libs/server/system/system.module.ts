import { Module } from '@nestjs/common';
import { Clock } from '@app/server/core/clock';
import { HeartbeatService } from './heartbeat.service';

@Module({ providers: [HeartbeatService, Clock], exports: [HeartbeatService] })
export class SystemModule {}
