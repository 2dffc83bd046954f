import { Injectable } from '@nestjs/common';
import { AdminActionRequest } from '@app/contract';
import { CommunitiesService, CommunityRequestsService } from '@app/server/communities';
import { DomainError } from '@app/server/core/errors';

/**
 * `POST /api/_admin`: one endpoint, many actions (users.md). Each action is a call into its own area;
 * the route guard has already checked that the caller is an admin.
 */
@Injectable()
export class AdminService {
  constructor(
    private readonly communities: CommunitiesService,
    private readonly communityRequests: CommunityRequestsService,
  ) {}

  async perform(body: AdminActionRequest, adminId: string): Promise<void> {
    switch (body.action) {
      case 'add_default_forum':
      case 'remove_default_forum':
        if (typeof body.name !== 'string') throw new DomainError('INVALID_JSON');
        return this.communities.setDefault(body.name, body.action === 'add_default_forum');
      case 'deny_comm':
        if (typeof body.id !== 'number') throw new DomainError('INVALID_JSON');
        return this.communityRequests.deny(body.id, body.body, adminId);
      default:
        // ban_user and unban_user arrive with the user-administration work.
        throw new DomainError('INVALID_ADMIN_ACTION');
    }
  }
}
