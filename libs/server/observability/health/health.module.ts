import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { ReadinessService } from './readiness.service';

/**
 * Readiness with @nestjs/terminus, apart from the rest of observability: terminus 12 ships as ES modules
 * only, which the api's jest config transforms; the worker never loads it.
 */
@Module({
  imports: [TerminusModule.forRoot({ errorLogStyle: 'json' })],
  providers: [ReadinessService],
  exports: [ReadinessService],
})
export class HealthModule {}
