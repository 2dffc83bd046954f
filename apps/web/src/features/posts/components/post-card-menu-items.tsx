import { type Post, UiMessages } from '@app/contract';
import { MenuButton } from '../../../components/menu/menu-items';
import { SaveMenuItem } from '../../../lib/lists/save-menu-item';
import { MuteMenuItem } from '../../../lib/mutes/mute-menu-item';
import { useCurrentUser } from '../../../lib/use-session';

export type PostCardMenuPost = Pick<Post, 'id' | 'communityId' | 'communityName' | 'userId' | 'username' | 'userDeleted'>;

/**
 * Report on the card: the menu is for signed-in viewers only, so no login prompt here, and not on one's
 * own post (docs/screens.md §5, Report). Not lib/reports' ReportMenuItem: sharing that module with the post page made it a
 * chunk of its own, one more file in the home route's preload list.
 */
function ReportPostMenuItem({ post }: { post: PostCardMenuPost }) {
  const viewer = useCurrentUser();
  if (!viewer || viewer.id === post.userId) return null;
  const open = () =>
    void import('../../../lib/reports/open-report-dialog').then(({ showReportDialog }) =>
      showReportDialog({ type: 'post', id: post.id, authorId: post.userId }),
    );
  return <MenuButton onClick={open}>{UiMessages.report}</MenuButton>;
}

/** The card menu's items that need code beyond the card's own: mute/unmute community and author, Save to list, Report. */
export function PostCardMenuItems({ post }: { post: PostCardMenuPost }) {
  return (
    <>
      <MuteMenuItem target={{ kind: 'community', id: post.communityId, name: post.communityName }} />
      {!post.userDeleted && <MuteMenuItem target={{ kind: 'user', id: post.userId, name: post.username }} />}
      <SaveMenuItem target={{ type: 'post', id: post.id }} />
      <ReportPostMenuItem post={post} />
    </>
  );
}
