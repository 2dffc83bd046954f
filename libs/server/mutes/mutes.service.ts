import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Community, Limits, MuteRequest, MutesSet, User, ZERO_ID } from '@app/contract';
import { CommunitiesService } from '@app/server/communities';
import { DomainError } from '@app/server/core/errors';
import { isId } from '@app/server/core/ids';
import { toUser, UsersService } from '@app/server/users';
import { MuteKind, MuteRecords } from './mute.types';
import { MutedIdsCache } from './muted-ids.cache';
import { emptyMutesSet, parseMuteWireId, toMutesSet } from './mutes.mapper';
import { MutesRepository } from './mutes.repository';

/** A target named in `POST /api/mutes`, checked before anything is written. */
interface MuteTarget {
  kind: MuteKind;
  id: string;
}

/** The routes of docs/api/mutes.md. Every call acts on the caller's own mutes only. */
@Injectable()
export class MutesService {
  constructor(
    private readonly mutes: MutesRepository,
    private readonly users: UsersService,
    private readonly communities: CommunitiesService,
    private readonly cache: MutedIdsCache,
  ) {}

  /** `GET /api/mutes` and `_initial.mutes`. */
  async list(muterId: string): Promise<MutesSet> {
    return this.toSet(await this.mutes.list(muterId));
  }

  /**
   * `POST /api/mutes`: a user and/or a community. Both targets are checked first and written in one
   * transaction, so a refused user never leaves the community muted. Answers the whole set after.
   */
  async mute(body: MuteRequest, muterId: string): Promise<MutesSet> {
    // Both ids' shapes first (docs/api/errors.md: json before 404/403), then the targets themselves.
    const [userId, communityId] = [presentId(body.userId), presentId(body.communityId)];
    const targets = [...(await this.userTarget(userId, muterId)), ...(await this.communityTarget(communityId))];
    if (targets.length) {
      await this.mutes.transaction(async (tx) => {
        await this.mutes.lockMuter(tx, muterId);
        for (const target of targets) await this.add(tx, target, muterId);
      });
      await this.cache.changed([muterId]);
    }
    return this.list(muterId);
  }

  /** `DELETE /api/mutes/users/{id}` and `/communities/{id}`: no error when there was no such mute. */
  async unmute(kind: MuteKind, targetId: string, muterId: string): Promise<{ success: true }> {
    if (!isId(targetId)) throw new DomainError('INVALID_ID');
    await this.mutes.deleteByTarget(kind, muterId, targetId);
    await this.cache.changed([muterId]);
    return { success: true };
  }

  /** `DELETE /api/mutes/{muteId}`: one of the caller's mutes by its wire id (another user's is simply not found). */
  async unmuteById(muteId: string, muterId: string): Promise<{ success: true }> {
    const parsed = parseMuteWireId(muteId);
    if (!parsed) throw new DomainError('INVALID_ID');
    await this.mutes.deleteByNumber(parsed.kind, muterId, parsed.n);
    await this.cache.changed([muterId]);
    return { success: true };
  }

  /** `DELETE /api/mutes?type=`: every mute of a kind (empty = both); answers the set as it was before. */
  async unmuteAll(type: unknown, muterId: string): Promise<MutesSet> {
    const kinds = muteKindsOf(type);
    const before = await this.mutes.transaction(async (tx) => {
      await this.mutes.lockMuter(tx, muterId);
      const snapshot = await this.mutes.list(muterId, tx);
      for (const kind of kinds) await this.mutes.deleteAllOfKind(tx, kind, muterId);
      return snapshot;
    });
    await this.cache.changed([muterId]);
    return this.toSet(before);
  }

  /**
   * Account erasure (docs/api/users.md): see MutesModule. The cache entries go before the deletion's transaction
   * commits (no hook runs after it), so a read in between may keep the old set until it expires (a minute).
   */
  async eraseAccount(tx: EntityManager, userId: string): Promise<void> {
    const { mutersOfIt } = await this.mutes.eraseAccount(tx, userId);
    await this.cache.changed([userId, ...mutersOfIt]);
  }

  private async userTarget(id: string | null, muterId: string): Promise<MuteTarget[]> {
    if (id === null) return [];
    if (id === muterId) throw new DomainError('CANNOT_MUTE_SELF');
    const user = await this.users.findById(id);
    if (!user) throw new DomainError('USER_NOT_FOUND');
    if (user.deletedAt) throw new DomainError('USER_DELETED');
    return [{ kind: 'user', id }];
  }

  private async communityTarget(id: string | null): Promise<MuteTarget[]> {
    if (id === null) return [];
    if ((await this.communities.findRecordsByIds([id])).length === 0) throw new DomainError('COMMUNITY_NOT_FOUND');
    return [{ kind: 'community', id }];
  }

  /** Already muted is a no-op (docs/api/mutes.md); a new mute past the per-kind cap is refused. */
  private async add(tx: EntityManager, target: MuteTarget, muterId: string): Promise<void> {
    if (await this.mutes.isMuted(tx, target.kind, muterId, target.id)) return;
    if ((await this.mutes.count(tx, target.kind, muterId)) >= Limits.mutesPerKindMax) throw new DomainError('MUTE_LIMIT_REACHED');
    await this.mutes.insert(tx, target.kind, muterId, target.id);
  }

  /** Fills `mutedUser` (no viewer fields; deleted accounts ghosted) and `mutedCommunity`: at most four statements. */
  private async toSet(records: MuteRecords): Promise<MutesSet> {
    if (!records.users.length && !records.communities.length) return emptyMutesSet();
    const [users, communities] = await Promise.all([this.mutedUsers(records), this.mutedCommunities(records)]);
    return toMutesSet(records, users, communities);
  }

  private async mutedUsers(records: MuteRecords): Promise<Map<string, User>> {
    if (!records.users.length) return new Map();
    const found = await this.users.findByIds(records.users.map((r) => r.targetId));
    const pictures = await this.users.picturesOf(found);
    return new Map(found.map((u) => [u.id, toUser(u, null, { proPic: (u.proPicId && pictures.get(u.proPicId)) || null })]));
  }

  private async mutedCommunities(records: MuteRecords): Promise<Map<string, Community>> {
    if (!records.communities.length) return new Map();
    const found = await this.communities.findRecordsByIds(records.communities.map((r) => r.targetId));
    const views = await this.communities.withViewer(found, null);
    return new Map(views.map((c) => [c.id, c]));
  }
}

/** An id from the body: absent, null, empty or all-zero means "not given"; anything else must be a real id. */
function presentId(value: string | null | undefined): string | null {
  if (value === undefined || value === null || value === '' || value === ZERO_ID) return null;
  if (!isId(value)) throw new DomainError('INVALID_JSON');
  return value;
}

function muteKindsOf(type: unknown): MuteKind[] {
  if (type === undefined || type === '') return ['user', 'community'];
  if (type === 'user' || type === 'community') return [type];
  throw new DomainError('INVALID_MUTE_TYPE');
}
