import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { loadConfigOrExit, loggerLevels } from '@app/server/core/config';
import { QuorumLogger } from '@app/server/observability';
import { AppModule } from './app.module';
import { configureApp, createHttpAdapter } from './configure-app';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), createHttpAdapter(), {
    bodyParser: false,
    logger: loggerLevels(config.logLevel),
    // Held until pino takes over, so even the first lines are structured (docs/operations.md "Logs").
    bufferLogs: true,
  });
  app.useLogger(app.get(QuorumLogger));
  await configureApp(app);
  // SIGTERM closes the listener and lets requests in flight finish before the process exits 0.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT'], { useProcessExit: true });
  await app.listen(config.port, config.host);
  new Logger('Api').log(`listening on http://${config.host}:${config.port}`);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
