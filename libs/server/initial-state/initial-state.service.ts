import { Injectable } from '@nestjs/common';
import { Community, InitialState, MutesSet } from '@app/contract';
import { AppConfig, webPushKeys } from '@app/server/core/config';
import { Caller } from '@app/server/core/caller';
import { CommunitiesService, CommunityBansService } from '@app/server/communities';
import { ListsService } from '@app/server/lists';
import { emptyMutesSet, MutesService } from '@app/server/mutes';
import { ReportReasonsService } from '@app/server/reports';
import { SiteSettingsService } from '@app/server/site-settings';
import { UsersService } from '@app/server/users';

/**
 * `GET /api/_initial` (docs/api/session.md §4). Each collection is filled by its own area's service; until an
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
    private readonly lists: ListsService,
    private readonly mutes: MutesService,
    private readonly config: AppConfig,
  ) {}

  async build(caller: Caller): Promise<InitialState> {
    const userId = caller.userId;
    const [settings, noUsers, account, reportReasons, sidebar, bannedFrom, mutes] = await Promise.all([
      this.siteSettings.get(),
      this.users.countAccounts(),
      userId ? this.users.findById(userId) : Promise.resolve(null),
      this.reportReasons.list(),
      this.communities.sidebarCommunities(userId),
      userId ? this.bans.bannedFrom(userId) : Promise.resolve(null),
      userId ? this.mutes.list(userId) : Promise.resolve(emptyMutesSet()),
    ]);
    const communities = withMutedFlags(sidebar, mutes);
    return {
      signupsDisabled: settings.signupsDisabled,
      reportReasons,
      user: account ? await this.users.view(account, { id: account.id, isAdmin: account.isAdmin }) : null,
      lists: account ? await this.lists.ownLists(account) : [],
      communities: communities.length ? communities : null,
      noUsers,
      bannedFrom,
      vapidPublicKey: webPushKeys(this.config)?.publicKey ?? '',
      mutes,
      imagePostSubmitReqPoints: this.config.postsMediaReqPoints,
      linkPostSubmitReqPoints: this.config.postsMediaReqPoints,
      site: {
        contactEmail: this.config.siteContactEmail ?? null,
        sourceCodeUrl: this.config.siteSourceUrl ?? null,
        emailEnabled: this.config.smtpUrl !== undefined,
      },
    };
  }
}

/** docs/api/session.md: `isMuted` is computed for a logged-in user's communities (a visitor has no mutes). */
function withMutedFlags(communities: Community[], mutes: MutesSet): Community[] {
  const muted = new Set(mutes.communityMutes.map((m) => m.mutedCommunityId));
  return muted.size ? communities.map((c) => (muted.has(c.id) ? { ...c, isMuted: true } : c)) : communities;
}
