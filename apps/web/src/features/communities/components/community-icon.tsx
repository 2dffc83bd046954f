import type { Community } from '@app/contract';
import { smallestCopyUrl } from '../../../components/image/responsive-image';

/** The community picture, or its first letter on the accent colour. */
export function CommunityIcon({ community, size = 40 }: { community: Pick<Community, 'name' | 'proPic'>; size?: number }) {
  if (community.proPic) {
    return <img className="community-icon" src={smallestCopyUrl(community.proPic, size)} alt="" width={size} height={size} />;
  }
  return (
    <span className="community-icon community-icon--letter" style={{ width: size, height: size }} aria-hidden="true">
      {community.name.charAt(0).toUpperCase()}
    </span>
  );
}
