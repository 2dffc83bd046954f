import { Injectable } from '@nestjs/common';
import { CreatePostRequest, Limits, Post, PostType, UserGroup } from '@app/contract';
import { Clock } from '@app/server/core/clock';
import { AppConfig } from '@app/server/core/config';
import { DomainError } from '@app/server/core/errors';
import { newId, newPublicId } from '@app/server/core/ids';
import type { Caller } from '@app/server/core/caller';
import { CommunitiesService, CommunityBansService, CommunityPermissions, CommunityRecord } from '@app/server/communities';
import { PostImagesService } from '@app/server/images';
import { UserEntity, UsersService } from '@app/server/users';
import { checkedLinkUrl, checkedTitle, parsePostType, parseUserGroup, truncateChars } from './post-input';
import { PostViewsService } from './post-views.service';
import { PostsRepository } from './posts.repository';

/** `POST /api/posts`, its checks in the contract's order (docs/api/posts.md). */
@Injectable()
export class PostCreateService {
  constructor(
    private readonly posts: PostsRepository,
    private readonly views: PostViewsService,
    private readonly users: UsersService,
    private readonly communities: CommunitiesService,
    private readonly bans: CommunityBansService,
    private readonly permissions: CommunityPermissions,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly postImages: PostImagesService,
  ) {}

  async create(body: CreatePostRequest, caller: Caller & { userId: string }): Promise<Post> {
    const type = parsePostType(body.type);
    const userGroup = parseUserGroup(body.userGroup, 'normal');
    if (type === 'image' && this.config.postsImagesDisabled) throw new DomainError('NO_IMAGE_POSTS');
    const community = await this.communities.resolve(body.community ?? '', true);
    const author = await this.users.findById(caller.userId);
    if (!author) throw new DomainError('NOT_LOGGED_IN');
    this.assertEnoughPoints(type, author);
    const imageIds = type === 'image' ? this.checkedImageIds(body) : [];
    if (imageIds.length) await this.postImages.assertAttachable(imageIds, author.id);
    const link = type === 'link' ? checkedLinkUrl(body.url) : null;
    const title = checkedTitle(body.title ?? '');
    await this.bans.assertNotBanned(community.id, author.id);
    await this.assertMayPostAs(community, author.id, userGroup);
    const now = this.clock.now();
    const post = {
      id: newId(now),
      publicId: await this.freshPublicId(),
      type,
      userId: author.id,
      userGroup,
      communityId: community.id,
      title,
      body: type === 'text' ? truncateChars(body.body ?? '', Limits.postBodyMax) || null : null,
      linkUrl: link?.url ?? null,
      linkHostname: link?.hostname ?? null,
      createdAt: now,
    };
    await this.posts.transaction(async (tx) => {
      await this.posts.insertWithSelfVote(tx, post);
      await this.users.incrementPostCount(tx, author.id);
      if (imageIds.length) await this.postImages.attach(tx, post.id, imageIds, author.id);
    });
    if (type === 'link') await this.postImages.requestLinkThumbnail(post.id);
    const record = await this.posts.getById(post.id);
    const [created] = await this.views.toPosts([record], null);
    return { ...created, userVoted: true, userVotedUp: true, lastVisitAt: null };
  }

  private assertEnoughPoints(type: PostType, author: UserEntity): void {
    const required = this.config.postsMediaReqPoints;
    if (type !== 'text' && required >= 1 && author.points < required) throw new DomainError('NOT_ENOUGH_POINTS');
  }

  /** The ids of an image post (1–10, captions ignored); whether they exist is checked when they are attached. */
  private checkedImageIds(body: CreatePostRequest): string[] {
    if (body.images === undefined && body.imageId !== undefined && !/^[0-9a-f]{24}$/.test(body.imageId)) throw new DomainError('INVALID_IMAGE_ID');
    const images = body.images ?? (body.imageId !== undefined ? [{ imageId: body.imageId }] : []);
    if (images.length > Limits.imagesPerPostMax) throw new DomainError('TOO_MANY_IMAGES');
    if (images.length === 0) throw new DomainError('NO_IMAGES');
    const ids = images.map((image) => (image as { imageId?: unknown } | null)?.imageId);
    if (!ids.every((id): id is string => typeof id === 'string' && /^[0-9a-f]{24}$/.test(id))) throw new DomainError('IMAGE_NOT_FOUND');
    return ids;
  }

  /** Validated before anything is written (upstream created the post first and then refused). */
  private async assertMayPostAs(community: CommunityRecord, userId: string, userGroup: UserGroup): Promise<void> {
    if (userGroup === 'normal' && !community.postingRestricted) return;
    const role = await this.permissions.roleOf(userId, community.id);
    if (userGroup === 'mods' && !role.isMod) throw new DomainError('NOT_MOD');
    if (userGroup === 'admins' && !role.isAdmin) throw new DomainError('NOT_ADMIN');
    if (community.postingRestricted && !role.isMod && !role.isAdmin) throw new DomainError('POSTING_RESTRICTED');
  }

  private async freshPublicId(): Promise<string> {
    for (;;) {
      const candidate = newPublicId();
      if (!(await this.posts.publicIdTaken(candidate))) return candidate;
    }
  }
}
