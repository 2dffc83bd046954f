import { AppConfig, ConfigError } from './app-config';
import { loadConfigFromEnvironment } from './config.module';

/** EX_CONFIG of sysexits.h: the process refused to start because of its configuration. */
const EXIT_CONFIG = 78;

/** For the processes' main files: the validated config, or one clear message and exit 78. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfigFromEnvironment();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(EXIT_CONFIG);
  }
}

/** Nest's logger levels up to and including `level`. */
export function loggerLevels(level: AppConfig['logLevel']): ('error' | 'warn' | 'log' | 'debug' | 'verbose')[] {
  const order = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
  return order.slice(0, order.indexOf(level) + 1);
}
