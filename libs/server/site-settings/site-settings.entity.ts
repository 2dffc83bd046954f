import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'site_settings' })
export class SiteSettingsEntity {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ name: 'signups_disabled', type: 'boolean' })
  signupsDisabled: boolean;

  @Column({ name: 'tor_blocked', type: 'boolean' })
  torBlocked: boolean;

  @Column({ name: 'two_factor_required_for_staff', type: 'boolean' })
  twoFactorRequiredForStaff: boolean;
}
