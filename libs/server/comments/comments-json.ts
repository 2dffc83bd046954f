import { ZERO_ID } from '@app/contract';
import { ghostId, toUser, UserRecord } from '@app/server/users';
import { VisitorCommentRow } from './comment.types';
import { STRIPPED } from './comments.mapper';

/** What a visitor's comment JSON needs besides its row. */
export interface VisitorCommentsContext {
  postId: string;
  postPublicId: string;
  communityNames: ReadonlyMap<string, string>;
  authors: ReadonlyMap<string, UserRecord>;
}

const text = (value: string): string => JSON.stringify(value);

/**
 * A JSON array of comments as a visitor sees them, byte-for-byte what `JSON.stringify(toComments(…, null))`
 * gives (comments-json.int-spec.ts): PostgreSQL serialised each row's own fields (VISITOR_COMMENT_JSON_COLUMNS);
 * here go the author's fields around them, each author's User serialised once per page.
 */
export function visitorCommentsJson(rows: readonly VisitorCommentRow[], context: VisitorCommentsContext): string {
  const head = `,"postId":${text(context.postId)},"postPublicId":${text(context.postPublicId)},"communityId":`;
  const authorJson = new Map<string, string>();
  const parts: string[] = [];
  for (const row of rows) {
    const author = context.authors.get(row.user_id);
    const authorDeleted = author?.deletedAt != null;
    const stripped = row.deleted;
    const hidden = stripped || authorDeleted;
    const username = stripped ? STRIPPED.username : authorDeleted ? 'ghost' : (author?.username ?? '');
    let json = `{"id":${text(row.id)}${head}${text(row.community_id)},"communityName":${text(context.communityNames.get(row.community_id) ?? '')}`
      + `,"userId":${text(hidden ? ZERO_ID : row.user_id)},"username":${text(username)},"userGroup":${text(stripped ? 'null' : row.user_group)}`
      + `,"userDeleted":${authorDeleted},${row.middle}`;
    if (authorDeleted) json += `,"userGhostId":${text(ghostId(row.user_id, context.postId))}`;
    json += row.extras;
    if (!stripped && author) {
      let user = authorJson.get(author.id);
      if (user === undefined) authorJson.set(author.id, (user = JSON.stringify(toUser(author, null))));
      json += `,"author":${user}`;
    }
    parts.push(`${json}}`);
  }
  return `[${parts.join(',')}]`;
}
