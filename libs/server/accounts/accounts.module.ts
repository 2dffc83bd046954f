import { Module } from '@nestjs/common';
import { AuthModule } from '@app/server/auth';
import { Clock } from '@app/server/core/clock';
import { ImagesCoreModule } from '@app/server/images';
import { UsersModule } from '@app/server/users';
import { AccountDeletionService } from './account-deletion.service';
import { AccountSettingsService } from './account-settings.service';
import { TwoFactorSettingsService } from './two-factor-settings.service';

/** The account's owner side: settings, password, deletion. Composes users, sessions and images. */
@Module({
  imports: [UsersModule, AuthModule, ImagesCoreModule],
  providers: [AccountSettingsService, AccountDeletionService, TwoFactorSettingsService, Clock],
  exports: [AccountSettingsService, AccountDeletionService, TwoFactorSettingsService],
})
export class AccountsModule {}
