import { Module, OnModuleInit } from '@nestjs/common';
import { AccountErasure } from '@app/server/core/events';
import { PassportModule } from '@nestjs/passport';
import { Clock } from '@app/server/core/clock';
import { CommunitiesModule } from '@app/server/communities';
import { ListsModule } from '@app/server/lists';
import { SiteSettingsModule } from '@app/server/site-settings';
import { UsersModule } from '@app/server/users';
import { AuthService } from './auth.service';
import { AccountCredentials } from './credentials';
import { LocalStrategy } from './local.strategy';
import { PassportLogin } from './passport-login';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';
import { ActiveSessionsService } from './active-sessions.service';
import { KnownDevicesRepository } from './known-devices.repository';
import { ReauthService } from './reauth.service';
import { TwoFactorService } from './two-factor.service';

@Module({
  imports: [UsersModule, SiteSettingsModule, CommunitiesModule, ListsModule, PassportModule.register({ session: false })],
  providers: [
    SessionsRepository,
    SessionsService,
    AuthService,
    AccountCredentials,
    LocalStrategy,
    PassportLogin,
    Clock,
    TwoFactorService,
    ReauthService,
    ActiveSessionsService,
    KnownDevicesRepository,
  ],
  exports: [SessionsService, AuthService, TwoFactorService, ReauthService, ActiveSessionsService],
})
export class AuthModule implements OnModuleInit {
  constructor(
    private readonly erasure: AccountErasure,
    private readonly knownDevices: KnownDevicesRepository,
  ) {}

  /** Deleting an account forgets the devices it signed in from. */
  onModuleInit(): void {
    this.erasure.register({ area: 'known devices', eraseAccount: (tx, userId) => this.knownDevices.eraseAccount(tx, userId) });
  }
}
