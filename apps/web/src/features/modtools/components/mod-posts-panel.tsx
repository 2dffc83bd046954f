import { type Community, ModtoolsMessages, type Post, UiMessages } from '@app/contract';
import { Link } from 'react-router';
import { RestorePostButton } from '../../../lib/moderation/restore-post-button';
import { formatDateTime, timeAgo } from '../../../lib/time-ago';
import { type ModPostsFilter, useGetModPostsQuery, useUnlockPostMutation } from '../modtools.api';
import { usePanelAlerts } from '../hooks/use-panel-alerts';
import { Pager } from './pager';
import { PanelFrame, PanelList } from './panel-frame';
import { usePageParam } from './use-page-param';

/**
 * Removed (`filter=deleted`) or locked posts (docs/api/posts.md, modtools listing). A locked post can be
 * unlocked here; a removed post restored (ours, docs/moderation-log.md).
 */
export function ModPostsPanel({ community, filter }: { community: Community; filter: ModPostsFilter }) {
  const { run } = usePanelAlerts('modtools-lock');
  const [page, setPage] = usePageParam();
  const query = useGetModPostsQuery({ communityId: community.id, filter, page });
  const { data } = query;
  const [unlockPost] = useUnlockPostMutation();
  const isLocked = filter === 'locked';

  const handleUnlock = (post: Post) => run(() => unlockPost({ communityId: community.id, page, post }).unwrap(), ModtoolsMessages.postUnlocked);

  return (
    <PanelFrame title={isLocked ? ModtoolsMessages.pages.locked : ModtoolsMessages.pages.removed}>
      <PanelList query={query} items={data?.posts} emptyText={isLocked ? ModtoolsMessages.noLocked : ModtoolsMessages.noRemoved}>
        {(posts) => (
          <ul className="modtools-list">
            {posts.map((post) => {
              const when = isLocked ? post.createdAt : (post.deletedAt ?? post.createdAt);
              return (
                <li key={post.id} className="modtools-item">
                  <div className="modtools-item__body">
                    <p className="modtools-item__title">{post.title}</p>
                    <p className="modtools-item__meta">
                      <span>@{post.username}</span>
                      <time dateTime={when} title={formatDateTime(when)}>
                        {timeAgo(when)}
                      </time>
                      {!isLocked && post.deletedAs && <span>{ModtoolsMessages.removedBy(UiMessages.roles[post.deletedAs])}</span>}
                    </p>
                  </div>
                  <div className="modtools-item__actions">
                    {isLocked && (
                      <button type="button" className="button button--ghost button--sm" onClick={() => void handleUnlock(post)}>
                        {ModtoolsMessages.unlock}
                      </button>
                    )}
                    {!isLocked && <RestorePostButton post={post} className="button button--ghost button--sm" onRestored={() => void query.refetch()} />}
                    <Link className="button button--secondary button--sm" to={`/${community.name}/post/${post.publicId}`}>
                      {ModtoolsMessages.open}
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </PanelList>
      {data && <Pager page={page} total={data.noPosts} onChange={setPage} />}
    </PanelFrame>
  );
}
