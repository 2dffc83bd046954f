import { type Image, type Post, PostExtrasMessages, UiMessages } from '@app/contract';
import type { ReactNode } from 'react';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuButton } from '../../../components/menu/menu-items';
import { usePageOrigin } from '../../../lib/markdown/page-origin';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useLinkSharing } from '../../../lib/use-link-sharing';
import { postUrl } from '../utils/post-url';
import { imageFileName, shareOnFacebookUrl, shareOnXUrl } from '../utils/share-targets';

/** Below the bottom bar's breakpoint: where the system share sheet is offered. */
const NARROW_QUERY = '(max-width: 767px)';

interface PostShareMenuProps {
  post: Post;
  /** The image on show, offered as 'Download image'; null for posts without one. */
  image: Image | null;
  imageIndex: number;
}

function MenuAnchor({ href, download, children }: { href: string; download?: string; children: ReactNode }) {
  // Outside services open in a new tab with no referrer or opener; a download stays on the page.
  const outside = download === undefined ? { target: '_blank', rel: 'noopener noreferrer' } : { download };
  return (
    <a href={href} role="menuitem" tabIndex={-1} className="menu__item" {...outside}>
      {children}
    </a>
  );
}

/**
 * The post page's Share menu (docs/screens.md §2, Post page): X and Facebook with the post's canonical URL
 * and title, Copy URL, Download image on image posts, and the system share sheet on narrow screens.
 */
export function PostShareMenu({ post, image, imageIndex }: PostShareMenuProps) {
  const isNarrow = useMediaQuery(NARROW_QUERY);
  const canShare = isNarrow && typeof navigator.share === 'function';
  // The server renders this menu too and has no window: the origin comes from the page's context.
  const url = postUrl(post, usePageOrigin());
  const { handleCopy, handleShare } = useLinkSharing(url, post.title);
  return (
    <DropdownMenu trigger={UiMessages.share} triggerClassName="button button--ghost button--sm">
      <MenuAnchor href={shareOnXUrl(url, post.title)}>{PostExtrasMessages.shareOnX}</MenuAnchor>
      <MenuAnchor href={shareOnFacebookUrl(url)}>{PostExtrasMessages.shareOnFacebook}</MenuAnchor>
      <MenuButton onClick={() => void handleCopy()}>{UiMessages.copyUrl}</MenuButton>
      {image && (
        <MenuAnchor href={image.url} download={imageFileName(post.publicId, imageIndex, image.format)}>
          {PostExtrasMessages.downloadImage}
        </MenuAnchor>
      )}
      {canShare && <MenuButton onClick={handleShare}>{UiMessages.shareVia}</MenuButton>}
    </DropdownMenu>
  );
}
