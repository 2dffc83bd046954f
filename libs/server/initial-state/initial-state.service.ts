import { Injectable } from '@nestjs/common';
import { InitialState } from '@app/contract';
import { AppConfig, webPushKeys } from '@app/server/core/config';
import { Caller } from '@app/server/core/caller';
import { CommunitiesService, CommunityBansService } from '@app/server/communities';
import { ReportReasonsService } from '@app/server/reports';
import { SiteSettingsService } from '@app/server/site-settings';
import { UsersService } from '@app/server/users';

/**
 * `GET /api/_initial` (session.md §4). Each collection is filled by its own area's service; until an
 * area exists its key carries the contract's empty value (null or []).
 */
@Injectable()
export class InitialStateService {
  constructor(
    private readonly users: UsersService,
    private readonly siteSettings: SiteSettingsService,
    private readonly communities: CommunitiesService,
    private readonly bans: CommunityBansService,
    private readonly reportReasons: ReportReasonsService,
    private readonly config: AppConfig,
  ) {}

  async build(caller: Caller): Promise<InitialState> {
    const userId = caller.userId;
    const [settings, noUsers, account, reportReasons, communities, bannedFrom] = await Promise.all([
      this.siteSettings.get(),
      this.users.countAccounts(),
      userId ? this.users.findById(userId) : Promise.resolve(null),
      this.reportReasons.list(),
      this.communities.sidebarCommunities(userId),
      userId ? this.bans.bannedFrom(userId) : Promise.resolve(null),
    ]);
    return {
      signupsDisabled: settings.signupsDisabled,
      reportReasons,
      user: account ? await this.users.view(account, { id: account.id, isAdmin: account.isAdmin }) : null,
      lists: [],
      communities: communities.length ? communities : null,
      noUsers,
      bannedFrom,
      vapidPublicKey: webPushKeys(this.config)?.publicKey ?? '',
      mutes: { communityMutes: [], userMutes: [] },
      imagePostSubmitReqPoints: this.config.postsMediaReqPoints,
      linkPostSubmitReqPoints: this.config.postsMediaReqPoints,
    };
  }
}
