import { Injectable } from '@nestjs/common';
import { PostVersions } from '@app/contract';
import { toWireTime } from '@app/server/core/clock';
import { CommunityPermissions } from '@app/server/communities';
import { PostVersionsRepository } from './post-versions.repository';
import { PostsService } from './posts.service';

/**
 * `GET /api/posts/{publicId}/versions` (docs/api-notes.md "Edit history"): the current text, then the texts kept
 * edits replaced, newest first. Everyone reads a live post's; a deleted post's only its community's
 * moderators and admins (403 not-mod-not-admin for anyone else).
 */
@Injectable()
export class PostHistoryService {
  constructor(
    private readonly posts: PostsService,
    private readonly versions: PostVersionsRepository,
    private readonly permissions: CommunityPermissions,
  ) {}

  async list(publicId: string, viewerId: string | null): Promise<PostVersions> {
    const post = await this.posts.getByPublicId(publicId);
    if (post.deletedAt) await this.permissions.assertModOrAdmin(viewerId, post.communityId, 'NOT_MOD_NOT_ADMIN');
    const kept = await this.versions.list(post.id);
    const current = { title: post.title, body: post.body, link: post.linkUrl, createdAt: toWireTime(post.editedAt ?? post.createdAt) };
    return {
      versions: [current, ...kept.map((v) => ({ title: v.title, body: v.body, link: v.linkUrl, createdAt: toWireTime(v.createdAt) }))],
    };
  }
}
