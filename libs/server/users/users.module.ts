import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '@app/server/core/clock';
import { AccountErasure } from '@app/server/core/events';
import { ImageViewsModule } from '@app/server/images';
import { SiteSettingsModule } from '@app/server/site-settings';
import { ModlogModule } from '@app/server/modlog';
import { AuthorJsonService } from './author-json.service';
import { BadgesRepository } from './badges.repository';
import { BadgesService } from './badges.service';
import { UserEntity } from './user.entity';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';
import { StaffTwoFactorPolicy } from './staff-two-factor.policy';
import { TwoFactorRepository } from './two-factor.repository';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), ImageViewsModule, SiteSettingsModule, ModlogModule],
  providers: [UsersRepository, UsersService, BadgesRepository, BadgesService, AuthorJsonService, Clock, TwoFactorRepository, StaffTwoFactorPolicy],
  exports: [UsersService, BadgesService, AuthorJsonService, TwoFactorRepository, StaffTwoFactorPolicy],
})
export class UsersModule implements OnModuleInit {
  constructor(
    private readonly erasure: AccountErasure,
    private readonly twoFactor: TwoFactorRepository,
  ) {}

  /** Deleting an account drops its TOTP secret and recovery codes (docs/security.md, "Two-factor sign-in"). */
  onModuleInit(): void {
    this.erasure.register({ area: 'two-factor sign-in', eraseAccount: (tx, userId) => this.twoFactor.eraseAccount(tx, userId) });
  }
}
