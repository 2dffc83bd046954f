import { Injectable } from '@nestjs/common';
import { Community, COMMUNITIES_SETS, Image, COMMUNITIES_SORTS, CreateCommunityRequest, Limits, UpdateCommunityRequest } from '@app/contract';
import { Clock } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { INT4_MAX, isId, newId } from '@app/server/core/ids';
import { ImageViewsService } from '@app/server/images';
import { ModlogService } from '@app/server/modlog';
import { UsersService } from '@app/server/users';
import { CommunitiesRepository } from './communities.repository';
import { toCommunity } from './communities.mapper';
import { CommunityModsRepository } from './community-mods.repository';
import { CommunityRulesRepository } from './community-rules.repository';
import { assertValidCommunityName } from './community-names';
import { CommunitiesSort, CommunityRecord, CommunityViewerFlags, NO_VIEWER } from './community.types';
import { MutedCommunities } from './muted-communities';
import { toCommunityRule } from './communities.mapper';

export interface CommunitiesQuery {
  q?: string;
  set?: string;
  sort?: string;
  limit?: string;
}

@Injectable()
export class CommunitiesService {
  constructor(
    private readonly communities: CommunitiesRepository,
    private readonly mods: CommunityModsRepository,
    private readonly rules: CommunityRulesRepository,
    private readonly users: UsersService,
    private readonly images: ImageViewsService,
    private readonly clock: Clock,
    private readonly muted: MutedCommunities,
    private readonly modlog: ModlogService,
  ) {}

  /** A community by id, or by name when `byName` (case-insensitive): 400 for a malformed id, 404 when absent. */
  async resolve(idOrName: string, byName = false): Promise<CommunityRecord> {
    if (!byName && !isId(idOrName)) throw new DomainError('INVALID_ID');
    const found = byName ? await this.communities.findByName(idOrName) : await this.communities.findById(idOrName);
    if (!found) throw new DomainError('COMMUNITY_NOT_FOUND');
    return found;
  }

  /** `GET /api/communities` (docs/api/communities.md): search, or a set in a sort. */
  async list(query: CommunitiesQuery, viewerId: string | null): Promise<Community[]> {
    const sort = query.sort || 'name_asc';
    if (!(COMMUNITIES_SORTS as readonly string[]).includes(sort)) throw new DomainError('INVALID_COMMUNITIES_SORT');
    const limit = parseLimit(query.limit);
    const set = query.set || 'all';
    if (set === 'subscribed' && !viewerId) throw new DomainError('NOT_LOGGED_IN');
    let records: CommunityRecord[];
    if (query.q) records = await this.communities.search(query.q, Limits.communitySearchMax);
    else if (!(COMMUNITIES_SETS as readonly string[]).includes(set)) records = [];
    else
      records = await this.communities.list(sort as CommunitiesSort, limit, {
        defaultOnly: set === 'default',
        memberId: set === 'subscribed' ? (viewerId ?? undefined) : undefined,
      });
    // isMuted is computed for this set only (docs/api/communities.md).
    return this.withViewer(records, viewerId, { withMuted: set === 'subscribed' && !query.q });
  }

  /** Search (docs/api/search.md): communities in their list shape, with the search's key and excerpt of each. */
  async search(
    search: Parameters<CommunitiesRepository['searchText']>[0],
    viewerId: string | null,
  ): Promise<{ community: Community; key: number; headline: string }[]> {
    const matches = await this.communities.searchText(search);
    const communities = await this.withViewer(
      matches.map((m) => m.record),
      viewerId,
    );
    return communities.map((community, i) => ({ community, key: matches[i].key, headline: matches[i].headline }));
  }

  /** One community with its moderators, rules and default flag. */
  async get(record: CommunityRecord, viewerId: string | null): Promise<Community> {
    const [full] = await this.withViewer([record], viewerId, { withModsAndRules: true, withMuted: true });
    full.isDefault = record.isDefault;
    return full;
  }

  /** Admins only, after the name rules (the contract's order); the creator joins and heads the mod list. */
  async create(body: CreateCommunityRequest, viewerId: string): Promise<Community> {
    const name = body.name.trim();
    assertValidCommunityName(name);
    if (!(await this.users.isAdmin(viewerId))) throw new DomainError('NOT_ADMIN');
    if (await this.communities.findByName(name)) throw new DomainError('COMMUNITY_EXISTS', { name });
    const id = newId(this.clock.now());
    const about = truncate(body.about?.trim() ?? '', Limits.communityAboutMax) || null;
    await this.communities
      .transaction(async (tx) => {
        await this.communities.insert(tx, { id, userId: viewerId, name, about, createdAt: this.clock.now() });
        await this.communities.join(tx, id, viewerId);
        await this.mods.add(tx, id, viewerId);
      })
      .catch((error: unknown) => {
        if ((error as { driverError?: { code?: string } }).driverError?.code === '23505') throw new DomainError('COMMUNITY_EXISTS', { name });
        throw error;
      });
    const [created] = await this.withViewer([await this.resolve(id)], viewerId);
    return created;
  }

  /**
   * Only nsfw, about and postingRestricted change; absent ones reset, as upstream decodes the body fresh. Ours:
   * `modlogAnonymous` (absent = unchanged). A change is logged with the names of the settings it changed.
   */
  async update(record: CommunityRecord, body: UpdateCommunityRequest, viewerId: string): Promise<Community> {
    const about = truncate(body.about ?? '', Limits.communityAboutMax) || null;
    const next = {
      nsfw: body.nsfw ?? false,
      about,
      postingRestricted: body.postingRestricted ?? false,
      modlogAnonymous: body.modlogAnonymous ?? record.modlogAnonymous,
    };
    const changed = [
      next.nsfw !== record.nsfw && 'nsfw',
      next.about !== record.about && 'about',
      next.postingRestricted !== record.postingRestricted && 'postingRestricted',
      next.modlogAnonymous !== record.modlogAnonymous && 'modlogAnonymous',
    ].filter((name): name is string => typeof name === 'string');
    await this.communities.transaction(async (tx) => {
      await this.communities.update(record.id, next, tx);
      if (!changed.length) return;
      await this.modlog.record(tx, {
        actorId: viewerId,
        actedAs: await this.modlog.actedAsIn(tx, viewerId, record.id),
        action: 'edit_community',
        communityId: record.id,
        target: { type: 'community', id: record.id, title: record.name, path: '' },
        reason: `Changed: ${changed.join(', ')}`,
      });
    });
    const [updated] = await this.withViewer([await this.resolve(record.id)], viewerId, { withModsAndRules: true });
    return updated;
  }

  /** Records of several communities at once (for pages of posts and comments). */
  findRecordsByIds(ids: readonly string[]): Promise<CommunityRecord[]> {
    return this.communities.findByIds(ids);
  }

  /** Ids of the communities a user joined (the home feed's scope). */
  joinedCommunityIds(userId: string): Promise<string[]> {
    return this.communities.joinedCommunityIds(userId);
  }

  /** Ids of the communities a user moderates (the moderating feed's scope). */
  moddedCommunityIds(userId: string): Promise<string[]> {
    return this.mods.moddedCommunityIds(userId);
  }

  /** An admin's act (the route checked): a change is logged as a change of the community's settings. */
  async setDefault(name: string, isDefault: boolean, adminId: string): Promise<void> {
    const record = await this.communities.findByName(name);
    if (!record) throw new DomainError('COMMUNITY_NOT_FOUND');
    await this.communities.transaction(async (tx) => {
      if (!(await this.communities.setDefault(record.id, isDefault, tx))) return;
      await this.modlog.record(tx, {
        actorId: adminId,
        actedAs: 'admin',
        action: 'edit_community',
        communityId: record.id,
        target: { type: 'community', id: record.id, title: record.name, path: '' },
        reason: isDefault ? 'Made a default community' : 'No longer a default community',
      });
    });
  }

  /** Communities a user joined, or the default ones for visitors: A→Z, for the initial state. */
  async sidebarCommunities(userId: string | null): Promise<Community[]> {
    const records = await this.communities.list('name_asc', null, userId ? { memberId: userId } : { defaultOnly: true });
    const pictures = await this.pictures(records);
    return records.map((r) => toCommunity(r, { userJoined: null, userMod: null, isMuted: false }, pictures(r)));
  }

  /** The communities a user moderates, without viewer fields (`moddingList`); null when none. */
  async moddingList(userId: string): Promise<Community[] | null> {
    const ids = await this.mods.moddedCommunityIds(userId);
    const records = (await this.communities.findByIds(ids)).sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
    const pictures = await this.pictures(records);
    return records.length ? records.map((r) => toCommunity(r, NO_VIEWER, pictures(r))) : null;
  }

  joinDefaultCommunities(userId: string): Promise<void> {
    return this.communities.joinDefaults(userId);
  }

  /** Icons and banners of a page of communities in one query; answers each one's picture fields. */
  private async pictures(records: readonly CommunityRecord[]): Promise<(record: CommunityRecord) => { proPic: Image | null; bannerImage: Image | null }> {
    const images = await this.images.findByIds(records.flatMap((r) => [r.proPicId, r.bannerImageId]));
    return (record) => ({
      proPic: (record.proPicId && images.get(record.proPicId)) || null,
      bannerImage: (record.bannerImageId && images.get(record.bannerImageId)) || null,
    });
  }

  /** Viewer fields for a page of communities in two batched queries, whatever the page size. */
  async withViewer(
    records: CommunityRecord[],
    viewerId: string | null,
    options: { withModsAndRules?: boolean; withMuted?: boolean } = {},
  ): Promise<Community[]> {
    const ids = records.map((r) => r.id);
    const [[joined, modded], pictures, muted] = await Promise.all([
      viewerId ? Promise.all([this.communities.joinedAmong(viewerId, ids), this.mods.moddedAmong(viewerId, ids)]) : [new Set<string>(), new Set<string>()],
      this.pictures(records),
      viewerId && options.withMuted && ids.length ? this.muted.mutedAmong(viewerId, ids) : new Set<string>(),
    ]);
    return Promise.all(
      records.map(async (record) => {
        const flags: CommunityViewerFlags = viewerId
          ? { userJoined: joined.has(record.id), userMod: modded.has(record.id), isMuted: muted.has(record.id) }
          : NO_VIEWER;
        if (!options.withModsAndRules) return toCommunity(record, flags, pictures(record));
        const [modIds, rules] = await Promise.all([this.mods.modIds(record.id), this.rules.list(record.id)]);
        return toCommunity(record, flags, { ...pictures(record), mods: await this.users.usersInOrder(modIds, null), rules: rules.map(toCommunityRule) });
      }),
    );
  }
}

function parseLimit(raw: string | undefined): number | null {
  if (raw === undefined || raw === '') return null;
  if (!/^-?\d+$/.test(raw)) throw new DomainError('INVALID_COMMUNITIES_LIMIT');
  const limit = Number(raw);
  // Any larger limit lists them all; SQL's LIMIT refuses numbers past bigint.
  return limit > 0 ? Math.min(limit, INT4_MAX) : null;
}

export function truncate(text: string, maxCharacters: number): string {
  const chars = [...text];
  return chars.length > maxCharacters ? chars.slice(0, maxCharacters).join('') : text;
}
