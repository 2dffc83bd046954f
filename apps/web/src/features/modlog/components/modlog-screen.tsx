import { type ModlogAction, ModlogActionLabels, ModlogActions, type ModlogEntry, ModlogMessages } from '@app/contract';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FeedSkeletons } from '../../../components/feed/feed-skeletons';
import { useDocumentTitle } from '../../../lib/document-title';
import { TimeStamp } from '../../../lib/time-stamp';
import { useModlogInfiniteQuery } from '../modlog.api';
import '../../../components/feed/feed.css';
import '../modlog.css';

/** Actions the site log can hold: the admins' (any), so every action; a community's: all but the site-only ones. */
const SITE_ONLY: readonly ModlogAction[] = ['site_ban_user', 'site_unban_user', 'add_ip_block', 'cancel_ip_block', 'give_badge', 'take_badge'];

function readAction(raw: string | null): ModlogAction | '' {
  return raw && (ModlogActions as readonly string[]).includes(raw) ? (raw as ModlogAction) : '';
}

function Entry({ entry }: { entry: ModlogEntry }) {
  const who = entry.actor ?? ModlogMessages.anonymousModerator;
  const target = entry.target;
  return (
    <article className="modlog-entry">
      <p className="modlog-entry__head">
        <span className="modlog-entry__action">{ModlogActionLabels[entry.action]}</span>
        {target?.title &&
          (target.url ? (
            <Link className="modlog-entry__target" to={target.url}>
              {target.title}
            </Link>
          ) : (
            <span className="modlog-entry__target">{target.title}</span>
          ))}
      </p>
      <p className="modlog-entry__meta">
        {entry.actor && entry.actor !== 'ghost' ? <Link to={`/@${entry.actor}`}>{who}</Link> : <span>{who}</span>} ·{' '}
        {entry.actedAs === 'admin' ? ModlogMessages.asAdmin : ModlogMessages.asMod}
        {entry.communityName && (
          <>
            {' '}
            · <Link to={`/${entry.communityName}`}>{entry.communityName}</Link>
          </>
        )}{' '}
        · <TimeStamp date={entry.createdAt} />
      </p>
      {entry.reason && (
        <p className="modlog-entry__reason">
          {ModlogMessages.reason}: {entry.reason}
        </p>
      )}
    </article>
  );
}

/**
 * `/{community}/modlog` (public) and `/modlog` (the admins' actions across the site): newest first, filtered by
 * action and moderator (kept in the address), a page at a time with Load more (docs/moderation-log.md).
 */
export function ModlogScreen({ community }: { community?: string }) {
  const [params, setParams] = useSearchParams();
  const action = readAction(params.get('action'));
  const moderator = params.get('moderator') ?? '';
  const [draft, setDraft] = useState({ action, moderator });
  const idPrefix = useId().replace(/:/g, '');
  const title = community ? ModlogMessages.communityTitle(community) : ModlogMessages.siteTitle;
  useDocumentTitle(title);
  const query = useModlogInfiniteQuery({ community, action, moderator });
  const { data, isLoading, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const entries = (data?.pages ?? []).flatMap((page) => page.entries);
  const anonymous = data?.pages[0]?.anonymous === true;
  const actions = community ? ModlogActions.filter((a) => !SITE_ONLY.includes(a)) : ModlogActions;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.action) next.set('action', draft.action);
    if (draft.moderator.trim()) next.set('moderator', draft.moderator.trim());
    setParams(next);
  };

  let body;
  if (isLoading) body = <FeedSkeletons />;
  else if (isError && !data)
    body = (
      <div className="modlog__message" role="alert">
        <p>{ModlogMessages.failed}</p>
        <button type="button" className="button button--secondary" onClick={() => void refetch()}>
          {ModlogMessages.retry}
        </button>
      </div>
    );
  else if (entries.length === 0)
    body = (
      <p className="modlog__message" role="status">
        {action || moderator ? ModlogMessages.emptyFiltered : ModlogMessages.empty}
      </p>
    );
  else
    body = (
      <>
        <ol className="modlog__list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Entry entry={entry} />
            </li>
          ))}
        </ol>
        {hasNextPage && (
          <div className="modlog__more">
            <button type="button" className="button button--secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              {isFetchingNextPage ? ModlogMessages.loading : ModlogMessages.loadMore}
            </button>
          </div>
        )}
      </>
    );

  return (
    <section className="card modlog" aria-labelledby={`${idPrefix}-title`}>
      <h1 id={`${idPrefix}-title`} className="modlog__title">
        {title}
      </h1>
      <p className="modlog__intro">
        {community ? ModlogMessages.communityIntro : ModlogMessages.siteIntro}
        {community && (
          <>
            {' '}
            <Link to={`/${community}`}>{community}</Link>
          </>
        )}
      </p>
      <form className="modlog__filters" onSubmit={apply} role="search" aria-label={ModlogMessages.apply}>
        <label htmlFor={`${idPrefix}-action`}>{ModlogMessages.filterAction}</label>
        <select id={`${idPrefix}-action`} value={draft.action} onChange={(event) => setDraft({ ...draft, action: readAction(event.target.value) })}>
          <option value="">{ModlogMessages.allActions}</option>
          {actions.map((a) => (
            <option key={a} value={a}>
              {ModlogActionLabels[a]}
            </option>
          ))}
        </select>
        {!anonymous && (
          <>
            <label htmlFor={`${idPrefix}-moderator`}>{ModlogMessages.filterModerator}</label>
            <input
              id={`${idPrefix}-moderator`}
              type="text"
              value={draft.moderator}
              placeholder={ModlogMessages.allModerators}
              autoComplete="off"
              onChange={(event) => setDraft({ ...draft, moderator: event.target.value })}
            />
          </>
        )}
        <button type="submit" className="button button--secondary">
          {ModlogMessages.apply}
        </button>
      </form>
      <div aria-busy={isLoading || isFetchingNextPage}>{body}</div>
    </section>
  );
}
