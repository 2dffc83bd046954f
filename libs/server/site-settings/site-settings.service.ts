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

  async update(changes: Partial<SiteSettings>): Promise<SiteSettings> {
    await this.settings.update({ id: 1 }, changes);
    return this.get();
  }
}
