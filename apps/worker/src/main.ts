import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { loadConfigOrExit, loggerLevels } from '@app/server/core/config';
import { QUEUE_NAMES } from '@app/server/core/jobs';
import { QuorumLogger } from '@app/server/observability';
import { WorkerModule } from './worker.module';

const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT'];

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = new Logger('Worker');
  // Logs go through pino (JSON lines; pretty in a development terminal) once the container is up.
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { logger: loggerLevels(config.logLevel), bufferLogs: true });
  app.useLogger(app.get(QuorumLogger));
  // On a signal Nest runs the shutdown hooks (the processors wait for their jobs in hand), then exits 0.
  app.enableShutdownHooks(SHUTDOWN_SIGNALS, { useProcessExit: true });
  let stopping = false;
  for (const signal of SHUTDOWN_SIGNALS) {
    process.once(signal, () => {
      if (!stopping) logger.log(`${signal}: finishing jobs in hand, then stopping`);
      stopping = true;
    });
  }
  process.once('exit', (code) => logger.log(`worker stopped (exit ${code})`));
  await app.init();
  logger.log(`worker ready: queues ${QUEUE_NAMES.join(', ')}`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
