import { Module, OnModuleInit } from '@nestjs/common';
import { AccountErasure } from '@app/server/core/events';
import { MailModule } from '@app/server/mail';
import { EmailChangeService } from './email-change.service';
import { EmailTokensRepository } from './email-tokens.repository';
import { PasswordResetService } from './password-reset.service';
import { AuthModule } from '@app/server/auth';
import { Clock } from '@app/server/core/clock';
import { ImagesCoreModule } from '@app/server/images';
import { UsersModule } from '@app/server/users';
import { AccountDeletionService } from './account-deletion.service';
import { AccountSettingsService } from './account-settings.service';
import { TwoFactorSettingsService } from './two-factor-settings.service';

/** The account's owner side: settings, password, deletion. Composes users, sessions and images. */
@Module({
  imports: [UsersModule, AuthModule, ImagesCoreModule, MailModule],
  providers: [AccountSettingsService, AccountDeletionService, TwoFactorSettingsService, Clock, EmailTokensRepository, PasswordResetService, EmailChangeService],
  exports: [AccountSettingsService, AccountDeletionService, TwoFactorSettingsService, PasswordResetService, EmailChangeService, MailModule],
})
export class AccountsModule implements OnModuleInit {
  constructor(
    private readonly erasure: AccountErasure,
    private readonly tokens: EmailTokensRepository,
  ) {}

  /** Deleting an account takes its pending email links. */
  onModuleInit(): void {
    this.erasure.register({ area: 'email links', eraseAccount: (tx, userId) => this.tokens.eraseAccount(tx, userId) });
  }
}
