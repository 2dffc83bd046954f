import { Injectable } from '@nestjs/common';
import { CommentVersions } from '@app/contract';
import { toWireTime } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { CommentCapacity } from './comment-capacity.service';
import { CommentVersionsRepository } from './comment-versions.repository';
import { CommentsService } from './comments.service';

/**
 * `GET /api/comments/{commentId}/versions` (docs/api-notes.md "Edit history"): the current body, then the bodies
 * kept edits replaced, newest first. Everyone reads a live comment's; a deleted comment's only those who still
 * read its body (docs/api/comments.md: admins, and the community's moderators when it was deleted as `mods`),
 * 403 comment_deleted for anyone else. A deletion by the author erased the versions with the body.
 */
@Injectable()
export class CommentHistoryService {
  constructor(
    private readonly comments: CommentsService,
    private readonly versions: CommentVersionsRepository,
    private readonly capacity: CommentCapacity,
  ) {}

  async list(commentId: string, viewerId: string | null): Promise<CommentVersions> {
    const record = await this.comments.getRecord(commentId);
    if (record.deletedAt) {
      const role = viewerId ? await this.capacity.roleOf(viewerId, record.communityId) : { isAdmin: false, isMod: false };
      if (!role.isAdmin && !(record.deletedAs === 'mods' && role.isMod)) throw new DomainError('COMMENT_DELETED');
    }
    const kept = await this.versions.list(record.id);
    const current = { body: record.body, createdAt: toWireTime(record.editedAt ?? record.createdAt) };
    return { versions: [current, ...kept.map((v) => ({ body: v.body, createdAt: toWireTime(v.createdAt) }))] };
  }
}
