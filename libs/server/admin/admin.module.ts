import { Module } from '@nestjs/common';
import { CommunitiesModule } from '@app/server/communities';
import { AdminService } from './admin.service';

@Module({ imports: [CommunitiesModule], providers: [AdminService], exports: [AdminService] })
export class AdminModule {}
