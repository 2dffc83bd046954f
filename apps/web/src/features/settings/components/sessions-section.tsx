import { type ActiveSession, AccountSecurityMessages as M } from '@app/contract';
import { useState } from 'react';
import { TimeStamp } from '../../../lib/time-stamp';
import { useEndOtherSessionsMutation, useEndSessionMutation, useListSessionsQuery } from '../account-security.api';
import { SettingsSection } from './settings-section';

function SessionRow({ session, onEnd, isEnding }: { session: ActiveSession; onEnd: (id: string) => void; isEnding: boolean }) {
  const name = M.deviceLabel(session.browser ?? M.unknownBrowser, session.os ?? M.unknownOs);
  return (
    <li className="sessions__item">
      <div className="sessions__what">
        <span className="sessions__device">{name}</span>
        {session.current && <span className="sessions__current">{M.thisSession}</span>}
        <span className="sessions__meta">
          {session.ip && <span>{M.address(session.ip)} · </span>}
          <span>
            {M.signedIn('')}
            <TimeStamp date={session.createdAt} />
          </span>
          {' · '}
          <span>
            {M.lastSeen('')}
            <TimeStamp date={session.lastSeenAt} />
          </span>
        </span>
      </div>
      {!session.current && (
        <button type="button" className="button button--secondary" disabled={isEnding} aria-label={`${M.signOut}: ${name}`} onClick={() => onEnd(session.id)}>
          {isEnding ? M.signingOut : M.signOut}
        </button>
      )}
    </li>
  );
}

/** "Sessions" of the settings page: every signed-in browser of the account, each with Sign out. */
export function SessionsSection() {
  const { data, isLoading, isError, refetch } = useListSessionsQuery();
  const [endSession] = useEndSessionMutation();
  const [endOthers, { isLoading: isEndingOthers }] = useEndOtherSessionsMutation();
  const [ending, setEnding] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const handleEnd = async (id: string) => {
    setEnding(id);
    setProblem(null);
    const result = await endSession(id);
    setEnding(null);
    if (!('data' in result) || !result.data?.ok) setProblem(M.signOutFailed);
    refetch();
  };

  const handleEndOthers = async () => {
    setProblem(null);
    const result = await endOthers();
    if ('data' in result && result.data?.ok) setStatus(M.endedOthers(result.data.value.ended));
    else setProblem(M.signOutFailed);
    refetch();
  };

  const others = data?.items.filter((s) => !s.current) ?? [];
  return (
    <div id="sessions" className="sessions">
      <SettingsSection title={M.sessionsTitle} description={M.sessionsIntro}>
        {isLoading && (
          <div role="status" aria-busy="true">
            <span className="visually-hidden">{M.sessionsLoading}</span>
            <div className="skeleton__line skeleton__line--mid" aria-hidden="true" />
            <div className="skeleton__line skeleton__line--short" aria-hidden="true" />
            <div className="skeleton__line skeleton__line--mid" aria-hidden="true" />
          </div>
        )}
        {isError && (
          <div className="sessions__error" role="alert">
            <p>{M.sessionsFailed}</p>
            <button type="button" className="button button--secondary" onClick={() => refetch()}>
              {M.retry}
            </button>
          </div>
        )}
        {data && (
          <>
            <ul className="sessions__list">
              {data.items.map((session) => (
                <SessionRow key={session.id} session={session} onEnd={(id) => void handleEnd(id)} isEnding={ending === session.id} />
              ))}
            </ul>
            {others.length === 0 && <p className="sessions__empty">{M.sessionsEmpty}</p>}
            {others.length > 0 && (
              <div>
                <button type="button" className="button button--danger-outline" disabled={isEndingOthers} onClick={() => void handleEndOthers()}>
                  {isEndingOthers ? M.signingOut : M.signOutOthers}
                </button>
              </div>
            )}
          </>
        )}
        {problem && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
        <p className="sessions__status" role="status">
          {status}
        </p>
      </SettingsSection>
    </div>
  );
}
