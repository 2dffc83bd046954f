import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryRows } from '@app/server/core/database';
import { DomainError } from '@app/server/core/errors';
import { SiteSettingsService } from '@app/server/site-settings';
import { TwoFactorRepository } from './two-factor.repository';

/**
 * The site setting `twoFactorRequiredForStaff` (docs/security.md, "Two-factor sign-in"): while it is on, an admin or
 * moderator without two-factor sign-in gets `403 two_factor_setup_required` on every admin and moderation call. It is
 * asked only where a call acts as staff (the admin guard, the moderator checks), so ordinary calls pay nothing.
 */
@Injectable()
export class StaffTwoFactorPolicy {
  constructor(
    private readonly siteSettings: SiteSettingsService,
    private readonly twoFactor: TwoFactorRepository,
    private readonly db: DataSource,
  ) {}

  /** For a caller already known to act as admin or moderator. */
  async assertSatisfied(userId: string): Promise<void> {
    if (!(await this.siteSettings.get()).twoFactorRequiredForStaff) return;
    if (!(await this.twoFactor.isEnabled(userId))) throw new DomainError('TWO_FACTOR_SETUP_REQUIRED');
  }

  /** Whether the site requires two-factor sign-in of this account (for its settings page). */
  async isRequiredFor(userId: string): Promise<boolean> {
    if (!(await this.siteSettings.get()).twoFactorRequiredForStaff) return false;
    const rows = await queryRows(this.db, `SELECT 1 FROM users WHERE id = $1 AND is_admin UNION ALL SELECT 1 FROM community_mods WHERE user_id = $1 LIMIT 1`, [
      userId,
    ]);
    return rows.length > 0;
  }
}
