import { AdminMessages, type Comment } from '@app/contract';
import { Link } from 'react-router';
import { useListAllCommentsQuery } from '../admin.api';
import { formatDate } from '../utils/format-date';
import { AdminTable, UserCell } from './admin-table';
import { PagedRows, type PageResult } from './paged-rows';

const EXCERPT_MAX = 160;

function useCommentsPage(cursor: string): PageResult<Comment> {
  const { data, isLoading, isError, refetch } = useListAllCommentsQuery({ next: cursor });
  return { items: data?.comments, next: data?.next ?? null, isLoading, isError, refetch: () => void refetch() };
}

function excerpt(body: string): string {
  return body.length > EXCERPT_MAX ? `${body.slice(0, EXCERPT_MAX)}…` : body;
}

function CommentRow(comment: Comment) {
  return (
    <tr key={comment.id}>
      <UserCell username={comment.username} />
      <td className="admin__comment">
        <Link to={`/${comment.communityName}/post/${comment.postPublicId}/${comment.id}`}>{excerpt(comment.body) || AdminMessages.deleted}</Link>
        <span className="admin__muted"> {AdminMessages.commentOn(comment.postTitle ?? '')}</span>
      </td>
      <td>{comment.deletedAt ? AdminMessages.deleted : AdminMessages.active}</td>
      <td>{formatDate(comment.createdAt)}</td>
    </tr>
  );
}

/** `/admin/comments`: every comment, newest first, 100 a page (docs/api/comments.md `GET /api/comments`). */
export function CommentsPage() {
  return (
    <AdminTable
      label={AdminMessages.pages.comments}
      headings={[AdminMessages.username, AdminMessages.pages.comments, AdminMessages.status, AdminMessages.created]}
    >
      <PagedRows usePage={useCommentsPage} renderRow={CommentRow} columns={4} empty={AdminMessages.noComments} />
    </AdminTable>
  );
}
