import { Injectable } from '@nestjs/common';
import { Clock } from '@app/server/core/clock';
import { BlockListVersion } from './block-list-version';
import { IpBlocksRepository } from './ip-blocks.repository';

/** The worker's job every 100 seconds (docs/api/rules.md §16): expired blocks stop being in effect. */
@Injectable()
export class IpBlocksExpiryService {
  constructor(
    private readonly blocks: IpBlocksRepository,
    private readonly version: BlockListVersion,
    private readonly clock: Clock,
  ) {}

  async expire(): Promise<{ expired: number }> {
    const expired = await this.blocks.expire(this.clock.now());
    // Api processes reload on their next poll only when something changed.
    if (expired > 0) await this.version.bump();
    return { expired };
  }
}
