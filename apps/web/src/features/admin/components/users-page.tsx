import { AdminMessages, type User } from '@app/contract';
import { useListUsersQuery } from '../admin.api';
import { formatDate } from '../utils/format-date';
import { AdminTable, UserCell } from './admin-table';
import { PagedRows, type PageResult } from './paged-rows';

function useUsersPage(cursor: string): PageResult<User> {
  const { data, isLoading, isError, refetch } = useListUsersQuery({ next: cursor });
  return { items: data?.users, next: data?.next ?? null, isLoading, isError, refetch: () => void refetch() };
}

function userStatus(user: User): string {
  if (user.deleted) return AdminMessages.deleted;
  return user.isBanned ? AdminMessages.banned : AdminMessages.active;
}

function UserRow(user: User) {
  return (
    <tr key={user.id}>
      <UserCell username={user.username} />
      <td>
        <span className={`admin__status admin__status--${user.deleted ? 'deleted' : user.isBanned ? 'banned' : 'active'}`}>{userStatus(user)}</span>
      </td>
      <td>{formatDate(user.createdAt)}</td>
      <td className="admin__mono">{user.createdIP ?? '—'}</td>
      <td className="admin__mono">{user.lastSeenIP ?? '—'}</td>
    </tr>
  );
}

/** `/admin/users`: every account, newest first, 100 a page (docs/api/users.md `GET /api/users`). */
export function UsersPage() {
  return (
    <AdminTable
      label={AdminMessages.pages.users}
      headings={[AdminMessages.username, AdminMessages.status, AdminMessages.created, AdminMessages.createdIp, AdminMessages.lastIp]}
    >
      <PagedRows usePage={useUsersPage} renderRow={UserRow} columns={5} empty={AdminMessages.noUsers} />
    </AdminTable>
  );
}
