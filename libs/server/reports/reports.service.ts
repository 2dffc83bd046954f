import { Injectable, OnModuleInit } from '@nestjs/common';
import { ContentType, Limits, Report, ReportRequest, ReportsPage } from '@app/contract';
import { CommentsService } from '@app/server/comments';
import type { Caller } from '@app/server/core/caller';
import { toWireTime } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { DomainEvents } from '@app/server/core/events';
import { isId, isInt4 } from '@app/server/core/ids';
import { CommunityBansService } from '@app/server/communities';
import type { CommunityRecord } from '@app/server/communities';
import { ModlogService } from '@app/server/modlog';
import { parseFeedLimit, PostsService } from '@app/server/posts';
import { ReportRecord, ReportsRepository } from './reports.repository';
import { ReportTargetsService } from './report-targets.service';

export interface ReportsQuery {
  filter?: string;
  page?: string;
  limit?: string;
}

/** Reports of posts and comments and the community's review of them (docs/api/communities.md "Reports"). */
@Injectable()
export class ReportsService implements OnModuleInit {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly targets: ReportTargetsService,
    private readonly posts: PostsService,
    private readonly comments: CommentsService,
    private readonly bans: CommunityBansService,
    private readonly events: DomainEvents,
    private readonly modlog: ModlogService,
  ) {}

  /** Moderated removals take their reports along (docs/api/rules.md §10). */
  onModuleInit(): void {
    this.events.on('post.removed-by-moderation', ({ postId }) => this.reports.deleteForTarget('post', postId));
    this.events.on('comment.deleted', ({ commentId }) => this.reports.deleteForTarget('comment', commentId));
    this.events.on('user.content-purged', async ({ postIds, commentIds }) => {
      await this.reports.deleteForTargets('post', postIds);
      await this.reports.deleteForTargets('comment', commentIds);
    });
  }

  /** `POST /api/_report`. Own content is not refused: the contract leaves that to the client. */
  async report(body: ReportRequest, caller: Caller & { userId: string }): Promise<Report> {
    const type = body.type ?? 'post';
    if (type !== 'post' && type !== 'comment') throw new DomainError('INVALID_REPORT_TYPE');
    const target = await this.target(type, body.targetId);
    await this.bans.assertNotBanned(target.communityId, caller.userId);
    // A reason outside int4 cannot exist; SQL would fail on it rather than find nothing.
    if (!isInt4(body.reason) || !(await this.reports.reasonExists(body.reason))) throw new DomainError('INVALID_REPORT_REASON');
    const created = await this.reports.insert({ ...target, type, targetId: body.targetId, reasonId: body.reason, createdBy: caller.userId });
    if (!created) throw new DomainError('ALREADY_REPORTED');
    return toReport(created, null);
  }

  /** `GET /api/communities/{id}/reports`: limit, page, then filter checked (docs/api/errors.md order); counts for the whole community, then one page, newest first. */
  async page(community: CommunityRecord, query: ReportsQuery): Promise<ReportsPage> {
    const limit = parseFeedLimit(query.limit);
    const page = parsePage(query.page);
    const filter = query.filter ?? '';
    const types: Record<string, ContentType | null> = { '': null, all: null, posts: 'post', comments: 'comment' };
    if (!Object.hasOwn(types, filter)) throw new DomainError('INVALID_FEED_FILTER');
    const [counts, records] = await Promise.all([this.reports.counts(community.id), this.reports.page(community.id, types[filter], limit, (page - 1) * limit)]);
    const reports = await this.withTargets(records);
    return {
      details: { noReports: counts.posts + counts.comments, noPostReports: counts.posts, noCommentReports: counts.comments },
      reports: reports.length ? reports : null,
      limit: Math.min(limit, Limits.feedLimitMax),
      page,
    };
  }

  /** `DELETE /api/communities/{id}/reports/{reportId}` ("ignore"): only a report of this community. */
  async dismiss(community: CommunityRecord, rawId: string, viewerId: string): Promise<Report> {
    if (!/^\d{1,9}$/.test(rawId)) throw new DomainError('INVALID_REPORT_ID');
    const record = await this.reports.find(Number(rawId));
    if (!record || record.communityId !== community.id) throw new DomainError('REPORT_NOT_FOUND');
    const [report] = await this.withTargets([record]);
    const post = await this.posts.getById(record.postId);
    await this.reports.transaction(async (tx) => {
      // A report dismissed by someone else meanwhile was handled once: logged once.
      if (!(await this.reports.delete(record.id, tx))) return;
      await this.modlog.record(tx, {
        actorId: viewerId,
        actedAs: await this.modlog.actedAsIn(tx, viewerId, community.id),
        action: 'handle_report',
        communityId: community.id,
        target:
          record.type === 'post'
            ? { type: 'post', id: post.publicId, userId: post.userId, title: post.title, path: `/post/${post.publicId}` }
            : { type: 'comment', id: record.targetId, title: post.title, path: `/post/${post.publicId}/${record.targetId}` },
        reason: 'Dismissed',
      });
    });
    return report;
  }

  private async target(type: ContentType, targetId: string): Promise<{ communityId: string; postId: string }> {
    if (type === 'post') {
      const post = await this.posts.getById(targetId);
      return { communityId: post.communityId, postId: post.id };
    }
    if (!isId(targetId)) throw new DomainError('COMMENT_NOT_FOUND');
    const comment = await this.comments.getRecord(targetId);
    return { communityId: comment.communityId, postId: comment.postId };
  }

  private async withTargets(records: ReportRecord[]): Promise<Report[]> {
    const targets = await this.targets.load(records);
    return records.map((record) => toReport(record, targets.get(`${record.type}:${record.targetId}`) ?? null));
  }
}

function parsePage(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new DomainError('INVALID_PAGE');
  return Number(raw);
}

function toReport(record: ReportRecord, target: Report['target']): Report {
  return {
    id: record.id,
    communityId: record.communityId,
    postId: record.postId,
    reason: record.reason,
    description: record.description,
    reasonId: record.reasonId,
    type: record.type,
    targetId: record.targetId,
    actionTaken: null,
    dealtAt: null,
    dealtBy: null,
    createdAt: toWireTime(record.createdAt),
    target,
  };
}
