import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SiteSettings } from '@app/contract';
import { SiteSettingsEntity } from './site-settings.entity';

/** The single row of site-wide switches (created by the first migration). */
@Injectable()
export class SiteSettingsService {
  constructor(@InjectRepository(SiteSettingsEntity) private readonly settings: Repository<SiteSettingsEntity>) {}

  async get(): Promise<SiteSettings> {
    const row = await this.settings.findOneByOrFail({ id: 1 });
    return { signupsDisabled: row.signupsDisabled, torBlocked: row.torBlocked };
  }

  /** Merges the fields given (undefined ones keep their value) and answers the stored result. */
  async update(changes: Partial<SiteSettings>): Promise<SiteSettings> {
    const set: Partial<SiteSettings> = {};
    if (changes.signupsDisabled !== undefined) set.signupsDisabled = changes.signupsDisabled;
    if (changes.torBlocked !== undefined) set.torBlocked = changes.torBlocked;
    if (Object.keys(set).length) await this.settings.update({ id: 1 }, set);
    return this.get();
  }
}
