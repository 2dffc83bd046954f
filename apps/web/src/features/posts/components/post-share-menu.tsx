import { type Post, UiMessages } from '@app/contract';
import { useAppDispatch } from '../../../app/hooks';
import { alertShown } from '../../../components/alerts/alerts.slice';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuButton } from '../../../components/menu/menu-items';
import { useMediaQuery } from '../../../lib/use-media-query';
import { copyLink } from '../../../lib/share-link';
import { postUrl } from '../utils/post-url';

/** Below the bottom bar's breakpoint: where the system share sheet is offered. */
const NARROW_QUERY = '(max-width: 767px)';

/** The post page's Share menu: copy the post's canonical URL, or the system share sheet on narrow screens. */
export function PostShareMenu({ post }: { post: Post }) {
  const dispatch = useAppDispatch();
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const canShare = isNarrow && typeof navigator.share === 'function';
  // Read on use, not in render: the server renders this menu too, and has no window.
  const handleCopy = async () => {
    const result = await copyLink(postUrl(post));
    dispatch(alertShown(result.message, { id: 'copy-link', kind: result.ok ? 'info' : 'error' }));
  };
  const handleShare = () => {
    // A dismissed share sheet rejects; that is the user's choice, not an error to report.
    navigator.share({ title: post.title, url: postUrl(post) }).catch(() => undefined);
  };
  return (
    <DropdownMenu trigger={UiMessages.share} triggerClassName="button button--ghost button--sm">
      <MenuButton onClick={() => void handleCopy()}>{UiMessages.copyUrl}</MenuButton>
      {canShare && <MenuButton onClick={handleShare}>{UiMessages.shareVia}</MenuButton>}
    </DropdownMenu>
  );
}
