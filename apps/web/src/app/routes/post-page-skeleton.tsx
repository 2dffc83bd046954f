import { UiMessages } from '@app/contract';
import './with-sidebar.css';
import './post-page-skeleton.css';

const lines = (count: number) =>
  Array.from({ length: count }, (_, i) => <div key={i} className={`skeleton__line${i === count - 1 ? ' skeleton__line--mid' : ''}`} />);

/**
 * The post page's frame while the post is on its way: the post's card, the comments' and the sidebar's places,
 * in the layout the page then fills (no spinner on an empty page, no shift when it arrives).
 */
export function PostPageSkeleton() {
  return (
    <div className="with-sidebar loading-indicator" role="status" aria-busy="true">
      <span className="visually-hidden">{UiMessages.loading}</span>
      <div className="with-sidebar__main" aria-hidden="true">
        <div className="card skeleton post-page-skeleton__post">
          <div className="skeleton__line skeleton__line--short" />
          <div className="skeleton__line skeleton__line--title" />
          {lines(4)}
        </div>
        <div className="card skeleton">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="post-page-skeleton__comment">
              <div className="skeleton__line skeleton__line--short" />
              {lines(2)}
            </div>
          ))}
        </div>
      </div>
      <div className="card skeleton post-page-skeleton__aside" aria-hidden="true">
        <div className="skeleton__line skeleton__line--short" />
        {lines(3)}
      </div>
    </div>
  );
}
