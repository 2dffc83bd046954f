import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig, loadConfig } from './app-config';
import { withSecrets } from './secrets';

@Global()
@Module({})
export class ConfigModule {
  /** Without an argument the configuration comes from the process environment (the only place it is read). */
  static forRoot(config?: AppConfig): DynamicModule {
    const value = config ?? withSecrets(loadConfig(process.env));
    return { module: ConfigModule, providers: [{ provide: AppConfig, useValue: value }], exports: [AppConfig] };
  }
}

export function loadConfigFromEnvironment(): AppConfig {
  return withSecrets(loadConfig(process.env));
}
