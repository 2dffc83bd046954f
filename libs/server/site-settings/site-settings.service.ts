import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SiteSettings } from '@app/contract';
import { SiteSettingsEntity } from './site-settings.entity';

/** A PUT body's fields: optional, and `null` when the client sent null (class-validator's IsOptional lets it through). */
export type SiteSettingsChanges = { [K in keyof SiteSettings]?: SiteSettings[K] | null };

/** The single row of site-wide switches (created by the first migration). */
@Injectable()
export class SiteSettingsService {
  constructor(@InjectRepository(SiteSettingsEntity) private readonly settings: Repository<SiteSettingsEntity>) {}

  async get(): Promise<SiteSettings> {
    const row = await this.settings.findOneByOrFail({ id: 1 });
    return { signupsDisabled: row.signupsDisabled, torBlocked: row.torBlocked, twoFactorRequiredForStaff: row.twoFactorRequiredForStaff };
  }

  /**
   * Merges the fields given and answers the stored result. Absent and `null` fields keep their value (docs/api/users.md:
   * "any subset of the two fields"; upstream's decoder leaves a boolean alone on null), never a NULL write.
   */
  async update(changes: SiteSettingsChanges): Promise<SiteSettings> {
    const set: Partial<SiteSettings> = {};
    if (typeof changes.signupsDisabled === 'boolean') set.signupsDisabled = changes.signupsDisabled;
    if (typeof changes.torBlocked === 'boolean') set.torBlocked = changes.torBlocked;
    if (typeof changes.twoFactorRequiredForStaff === 'boolean') set.twoFactorRequiredForStaff = changes.twoFactorRequiredForStaff;
    if (Object.keys(set).length) await this.settings.update({ id: 1 }, set);
    return this.get();
  }
}
