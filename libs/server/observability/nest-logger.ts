import { Injectable } from '@nestjs/common';
import { Logger } from 'nestjs-pino';

/** Nest's start-up chatter (one line per module and per route) is useful only when debugging. */
const START_UP_NOISE = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/** Nest's LoggerService over pino (nestjs-pino), with the route-mapping lines moved to debug. */
@Injectable()
export class QuorumLogger extends Logger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams[optionalParams.length - 1];
    if (typeof context === 'string' && START_UP_NOISE.has(context)) return super.debug(message, ...optionalParams);
    super.log(message, ...optionalParams);
  }
}
