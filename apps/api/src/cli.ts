import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { AppConfig, ConfigError, ConfigModule } from '@app/server/core/config';
import { DatabaseModule, migrateDatabase } from '@app/server/core/database';
import { DomainEventsModule } from '@app/server/core/events';
import { UsersModule, UsersService } from '@app/server/users';

// DomainEventsModule: the users area's services announce events (badges); the cli makes none, but Nest
// builds every provider of an imported module.
@Module({ imports: [ConfigModule.forRoot(), DatabaseModule.forRoot('cli'), DomainEventsModule, UsersModule] })
class CliModule {}

const USAGE = `Usage: npm run cli -- <command>
  make-admin <username>     give an account admin rights (takes effect at once)
  remove-admin <username>   take them away
  migrate                   apply pending migrations`;

async function main(argv: string[]): Promise<number> {
  const [command, username] = argv;
  if (!command || !['make-admin', 'remove-admin', 'migrate'].includes(command) || (command !== 'migrate' && !username)) {
    console.error(USAGE);
    return 64;
  }
  const app = await NestFactory.createApplicationContext(CliModule, { logger: ['error', 'warn'] });
  try {
    if (command === 'migrate') {
      const applied = await migrateDatabase(app.get(DataSource), app.get(AppConfig));
      console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'No pending migrations.');
      return 0;
    }
    await migrateDatabase(app.get(DataSource), app.get(AppConfig));
    await app.get(UsersService).setAdmin(username, command === 'make-admin');
    console.log(command === 'make-admin' ? `${username} is now an admin.` : `${username} is no longer an admin.`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  } finally {
    await app.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
