import type { Comment, Post, Report } from '@app/contract';

/** Where Handle goes: the post page, or the comment's permalink under its post; null when the target is gone. */
export function reportTargetPath(report: Pick<Report, 'type' | 'target'>, communityName: string): string | null {
  const target = report.target;
  if (!target) return null;
  if (report.type === 'post') return `/${communityName}/post/${(target as Post).publicId}`;
  const comment = target as Comment;
  return `/${communityName}/post/${comment.postPublicId}/${comment.id}`;
}
