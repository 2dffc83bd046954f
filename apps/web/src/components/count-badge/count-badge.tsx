import { shortenCount } from '../../lib/format-count';
import './count-badge.css';

/**
 * The red unread count drawn over an icon. Hidden from screen readers: the link it sits in carries
 * the count in its name instead.
 */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" aria-hidden="true">
      {shortenCount(count)}
    </span>
  );
}
