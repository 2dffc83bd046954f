import { Injectable } from '@nestjs/common';
import { CommunityRequest, Limits, NewCommunityRequestBody } from '@app/contract';
import { Caller } from '@app/server/core/caller';
import { DomainError } from '@app/server/core/errors';
import { DomainEvents } from '@app/server/core/events';
import { isInt4 } from '@app/server/core/ids';
import { CommunitiesRepository } from './communities.repository';
import { toCommunityRequest } from './communities.mapper';
import { CommunityRequestsRepository } from './community-requests.repository';
import { truncate } from './communities.service';

/** Requests older than this drop out of the admins' list (docs/api/communities.md). */
const LIST_DAYS = 90;

@Injectable()
export class CommunityRequestsService {
  constructor(
    private readonly requests: CommunityRequestsRepository,
    private readonly communities: CommunitiesRepository,
    private readonly events: DomainEvents,
  ) {}

  async request(body: NewCommunityRequestBody, caller: Caller & { userId: string }): Promise<void> {
    const name = body.name.trim();
    if (await this.communities.findByName(name)) throw new DomainError('COMMUNITY_ALREADY_EXISTS');
    if (await this.requests.hasPending(caller.userId, name)) throw new DomainError('COMMUNITY_ALREADY_REQUESTED');
    const note = truncateBytes(body.note?.trim() ?? '', Limits.communityRequestNoteMaxBytes) || null;
    // Only a request committed between the check above and this insert trips the uniqueness rule (docs/api/errors.md).
    if (!(await this.requests.insert(caller.userId, name, note))) throw new DomainError('PREVIOUSLY_DECLINED');
  }

  async list(): Promise<CommunityRequest[]> {
    return (await this.requests.recent(LIST_DAYS)).map(toCommunityRequest);
  }

  async delete(rawId: string): Promise<void> {
    if (!/^\d{1,9}$/.test(rawId)) throw new DomainError('INVALID_REQUEST_ID');
    await this.requests.softDelete(Number(rawId));
  }

  /**
   * `deny_comm`, in the contract's order: unknown request, already denied, requester not found (the
   * account the denied_comm notification goes to). The stored note defaults to the contract's sentence.
   */
  async deny(id: number | undefined, note: string | undefined, adminId: string): Promise<void> {
    const request = isInt4(id) ? await this.requests.find(id) : null;
    if (!request) throw new DomainError('INVALID_COMMUNITY_REQUEST_ID');
    if (request.deniedAt) throw new DomainError('ALREADY_DENIED');
    if (request.byUsername === null) throw new DomainError('USER_NOT_FOUND');
    const text = truncate(note?.trim() || `Your request for +${request.communityName} has been declined.`, Limits.communityRequestDenialNoteMax);
    if (!(await this.requests.deny(request.id, adminId, text))) throw new DomainError('ALREADY_DENIED');
    // The notification carries the admin's own words; without them, the contract's default sentence.
    await this.events.emit('community-request.denied', { requesterId: request.byUserId, note: note?.trim() ?? '' });
  }
}

/** Cuts UTF-8 text to at most `maxBytes` without splitting a character. */
function truncateBytes(text: string, maxBytes: number): string {
  if (Buffer.byteLength(text) <= maxBytes) return text;
  let out = '';
  let bytes = 0;
  for (const char of text) {
    bytes += Buffer.byteLength(char);
    if (bytes > maxBytes) break;
    out += char;
  }
  return out;
}
