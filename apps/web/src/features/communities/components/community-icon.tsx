import type { Community } from '@app/contract';
import { smallestCopyUrl } from '../../../components/image/responsive-image';

interface CommunityIconProps {
  community: Pick<Community, 'name' | 'proPic'>;
  size?: number;
  className?: string;
}

/** The community picture, or its first letter on the accent colour. Decorative: the name is always beside it. */
export function CommunityIcon({ community, size = 40, className = '' }: CommunityIconProps) {
  if (community.proPic) {
    return (
      <img
        className={`community-icon ${className}`}
        src={smallestCopyUrl(community.proPic, size)}
        alt=""
        width={size}
        height={size}
        style={{ backgroundColor: community.proPic.averageColor }}
      />
    );
  }
  return (
    <span className={`community-icon community-icon--letter ${className}`} style={{ width: size, height: size, fontSize: size / 2.2 }} aria-hidden="true">
      {community.name.charAt(0).toUpperCase()}
    </span>
  );
}
