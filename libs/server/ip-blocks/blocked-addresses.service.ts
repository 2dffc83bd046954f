import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { BlockList } from 'node:net';
import { SiteSettings } from '@app/contract';
import { AppConfig } from '@app/server/core/config';
import { SiteSettingsChanges, SiteSettingsService } from '@app/server/site-settings';
import { BlockListVersion } from './block-list-version';
import { familyOf } from './ip-ranges';
import { IpBlocksRepository } from './ip-blocks.repository';
import { downloadTorExitList } from './tor-exit-list';

/** How often each api process asks Redis whether another process changed what is blocked. */
export const BLOCK_LIST_POLL_MS = 2000;
/** The Tor exit list is downloaded again this often while Tor blocking is on (docs/api/users.md). */
export const TOR_LIST_REFRESH_MS = 15 * 60 * 1000;

/**
 * What this api process refuses (docs/api/errors.md §1 item 8): the IP blocks in effect, in a `net.BlockList`, and
 * the Tor exit addresses while the `torBlocked` setting is on. Checked on every request, so it lives in
 * memory; a change made here is loaded before its request answers, one made elsewhere within
 * BLOCK_LIST_POLL_MS (one Redis GET per poll, a reload only when the shared version moved).
 */
@Injectable()
export class BlockedAddresses implements OnApplicationBootstrap {
  private readonly logger = new Logger(BlockedAddresses.name);
  /** null while no block is in effect (the usual case): an empty list's check still builds an address object per request. */
  private blocks: BlockList | null = null;
  private torExits = new Set<string>();
  private torBlocked = false;
  private torListLoaded = false;
  private loadedVersion: string | null = null;
  private reloading: Promise<void> | null = null;

  constructor(
    private readonly repository: IpBlocksRepository,
    private readonly siteSettings: SiteSettingsService,
    private readonly version: BlockListVersion,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.reload(await this.version.current());
  }

  isBlocked(ip: string): boolean {
    if (this.torBlocked && this.torExits.has(ip)) return true;
    return this.blocks !== null && this.blocks.check(ip, familyOf(ip) === 6 ? 'ipv6' : 'ipv4');
  }

  /** After a change in this process: other processes learn it from the version, this one loads it now. */
  async changed(): Promise<void> {
    await this.reload(await this.version.bump());
  }

  /** Site settings changes go through here so that switching Tor blocking reaches every process. */
  async updateSettings(changes: SiteSettingsChanges): Promise<SiteSettings> {
    const settings = await this.siteSettings.update(changes);
    if (typeof changes.torBlocked === 'boolean') await this.changed();
    return settings;
  }

  @Interval(BLOCK_LIST_POLL_MS)
  async poll(): Promise<void> {
    try {
      const current = await this.version.current();
      if (current !== this.loadedVersion) await this.reload(current);
    } catch (error) {
      this.logger.warn(`block list poll: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  @Interval(TOR_LIST_REFRESH_MS)
  async refreshTorList(): Promise<void> {
    if (this.torBlocked) await this.downloadTorList();
  }

  private async reload(version: string): Promise<void> {
    // One reload at a time; a poll arriving meanwhile waits for it and then compares versions again.
    while (this.reloading) await this.reloading;
    this.reloading = this.load(version).finally(() => (this.reloading = null));
    await this.reloading;
  }

  private async load(version: string): Promise<void> {
    const [rows, settings] = await Promise.all([this.repository.inEffect(), this.siteSettings.get()]);
    const blocks = new BlockList();
    for (const row of rows) {
      const type = familyOf(row.ip) === 6 ? 'ipv6' : 'ipv4';
      if (row.maskedBits === 0) blocks.addAddress(row.ip, type);
      else blocks.addSubnet(row.ip, row.maskedBits, type);
    }
    this.blocks = rows.length ? blocks : null;
    const switchedOn = settings.torBlocked && !this.torBlocked;
    this.torBlocked = settings.torBlocked;
    // Switching Tor blocking on fetches a fresh list rather than trusting one from an earlier period.
    if (switchedOn || (this.torBlocked && !this.torListLoaded)) await this.downloadTorList();
    this.loadedVersion = version;
  }

  private async downloadTorList(): Promise<void> {
    try {
      this.torExits = await downloadTorExitList(this.config.torExitListUrl);
      this.torListLoaded = true;
    } catch (error) {
      // The previous list stays; the next refresh tries again.
      this.logger.warn(error instanceof Error ? error.message : String(error));
    }
  }
}
