import { Injectable } from '@nestjs/common';
import { AdminUserView, User, ZERO_ID } from '@app/contract';
import { CommunitiesService } from '@app/server/communities';
import { DomainError } from '@app/server/core/errors';
import { PushSubscriptionsService } from '@app/server/push';
import { UsersService } from '@app/server/users';

/** A User as the profile routes show it: the account plus the communities it moderates (`moddingList`). */
@Injectable()
export class ProfilesService {
  constructor(
    private readonly users: UsersService,
    private readonly communities: CommunitiesService,
    private readonly pushSubscriptions: PushSubscriptionsService,
  ) {}

  /** `GET /api/_user`: the caller as seen by themself. */
  async currentUser(userId: string | null): Promise<User> {
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) throw new DomainError('NOT_LOGGED_IN');
    const [view, moddingList] = await Promise.all([this.users.view(user, { id: user.id, isAdmin: user.isAdmin }), this.communities.moddingList(user.id)]);
    return { ...view, moddingList };
  }

  /** `GET /api/users/{username}`; with `adminsView` the admin detail view (admins only). */
  async profile(username: string, viewerId: string | null, adminsView = false): Promise<User | AdminUserView> {
    if (adminsView) {
      const view = await this.users.getAdminViewFor(username, viewerId);
      const [moddingList, webPushSubscriptionsCount] = await Promise.all([this.moddingListOf(view.id), this.pushSubscriptions.countOf(view.id)]);
      return { ...view, moddingList, webPushSubscriptionsCount };
    }
    const profile = await this.users.getProfileFor(username, viewerId);
    return { ...profile, moddingList: await this.moddingListOf(profile.id) };
  }

  private moddingListOf(userId: string): ReturnType<CommunitiesService['moddingList']> | Promise<null> {
    return userId === ZERO_ID ? Promise.resolve(null) : this.communities.moddingList(userId);
  }
}
