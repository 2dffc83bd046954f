import { Limits, UiMessages } from '@app/contract';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { useEndMarker } from '../../../components/feed/use-end-marker';
import { MoreIcon } from '../../../components/icons/more-icon';
import { DropdownMenu } from '../../../components/menu/dropdown-menu';
import { MenuButton } from '../../../components/menu/menu-items';
import { useCurrentUser } from '../../../lib/use-session';
import {
  useDeleteAllNotificationsMutation,
  useGetNotificationsInfiniteQuery,
  useMarkAllNotificationsSeenMutation,
  useResetNewCountMutation,
} from '../notifications.api';
import { NotificationItem } from './notification-item';
import './notifications.css';

export const NOTIFICATIONS_SKELETON_ROWS = 10;

function NotificationsSkeleton() {
  return (
    <div className="loading-indicator" role="status" aria-busy="true">
      <span className="visually-hidden">{UiMessages.loading}</span>
      <ul className="notifications__list" aria-hidden="true">
        {Array.from({ length: NOTIFICATIONS_SKELETON_ROWS }, (_, i) => (
          <li key={i} className="notification notification--skeleton">
            <span className="notification__icon skeleton__block" />
            <span className="notification__text">
              <span className="skeleton__line" />
              <span className="skeleton__line skeleton__line--short" />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AllNotificationsMenu({ isEmpty }: { isEmpty: boolean }) {
  const [markAll] = useMarkAllNotificationsSeenMutation();
  const [deleteAll] = useDeleteAllNotificationsMutation();
  if (isEmpty) return null;
  return (
    <DropdownMenu trigger={<MoreIcon />} label={UiMessages.notificationsOptions} triggerClassName="icon-button">
      <MenuButton onClick={() => void markAll({})}>{UiMessages.markAllAsSeen}</MenuButton>
      <MenuButton onClick={() => void markAll({ type: 'new_votes' })}>{UiMessages.markUpvotesAsSeen}</MenuButton>
      <MenuButton
        onClick={() => {
          if (window.confirm(UiMessages.deleteAllNotificationsConfirm)) void deleteAll();
        }}
      >
        {UiMessages.deleteAllNotifications}
      </MenuButton>
    </DropdownMenu>
  );
}

/**
 * Zeroes the badge once the list is shown, and again whenever the poll of `/api/_user` reports new
 * ones while it is open; those are fetched first, so the new items appear without a reload.
 */
function useSeenWhileOpen(isLoaded: boolean, refetch: () => unknown): void {
  const newCount = useCurrentUser()?.notificationsNewCount ?? 0;
  const [reset] = useResetNewCountMutation();
  const shownOnce = useRef(false);
  useEffect(() => {
    if (!isLoaded) return;
    if (!shownOnce.current) {
      shownOnce.current = true;
      if (newCount > 0) void reset();
      return;
    }
    if (newCount === 0) return;
    void Promise.resolve(refetch()).then(() => reset());
  }, [isLoaded, newCount, reset, refetch]);
}

interface NotificationsListProps {
  /** The panel shows the first page and links to the page; the page scrolls on. */
  variant: 'page' | 'panel';
  headingId: string;
  onOpen?: () => void;
}

/** The notifications of the signed-in user, in every state it has: loading, failed, empty, paged. */
export function NotificationsList({ variant, headingId, onOpen }: NotificationsListProps) {
  const { data, isLoading, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = useGetNotificationsInfiniteQuery();
  const items = useMemo(() => (data?.pages ?? []).flatMap((page) => page.items ?? []), [data]);
  useSeenWhileOpen(Boolean(data), refetch);
  const markerRef = useRef<HTMLDivElement>(null);
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  useEndMarker(markerRef, loadMore, variant === 'page' && Boolean(hasNextPage) && !isFetchingNextPage);
  const shown = variant === 'panel' ? items.slice(0, Limits.notificationsPageSize) : items;

  return (
    <div className={`notifications notifications--${variant}`}>
      <div className="notifications__head">
        <h1 id={headingId} className="notifications__title">
          {UiMessages.notifications}
        </h1>
        <AllNotificationsMenu isEmpty={items.length === 0} />
      </div>
      {isLoading ? (
        <NotificationsSkeleton />
      ) : isError && !data ? (
        <div className="notifications__state" role="alert">
          <p>{UiMessages.notificationsFailed}</p>
          <button type="button" className="button button--secondary" onClick={() => void refetch()}>
            {UiMessages.retry}
          </button>
        </div>
      ) : shown.length === 0 ? (
        <div className="notifications__state">
          <p className="notifications__empty-title">{UiMessages.noNotifications}</p>
          <p className="notifications__empty-hint">{UiMessages.noNotificationsHint}</p>
        </div>
      ) : (
        <ul className="notifications__list" aria-labelledby={headingId}>
          {shown.map((item) => (
            <NotificationItem key={item.id} item={item} onOpen={onOpen} />
          ))}
        </ul>
      )}
      {variant === 'page' && hasNextPage && (
        <div ref={markerRef} className="notifications__more">
          <button type="button" className="button button--secondary" disabled={isFetchingNextPage} onClick={loadMore}>
            {isFetchingNextPage ? UiMessages.loading : UiMessages.moreNotifications}
          </button>
        </div>
      )}
      {variant === 'panel' && (
        <Link to="/notifications" className="notifications__view-all" onClick={onOpen}>
          {UiMessages.viewAllNotifications}
        </Link>
      )}
    </div>
  );
}
