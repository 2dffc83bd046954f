import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { ActiveSession, ActiveSessionsList, EndedSessions } from '@app/contract';
import type { Caller } from '@app/server/core/caller';
import { toWireTime } from '@app/server/core/clock';
import { DomainError } from '@app/server/core/errors';
import { SessionData } from '@app/server/core/caller';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

type Member = Caller & { userId: string };

/**
 * The handle a session is listed and ended by: a hash of its id, so the id itself (the cookie's secret) never
 * reaches a page, a log or another tab. 128 bits of SHA-256, base64url.
 */
export function sessionHandle(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest().subarray(0, 16).toString('base64url');
}

/** "Sessions" in settings (docs/api/account-security.md): list, end one, end all others. */
@Injectable()
export class ActiveSessionsService {
  constructor(
    private readonly repository: SessionsRepository,
    private readonly sessions: SessionsService,
  ) {}

  /** The account's sessions, this one first, then the most recently seen. */
  async list(caller: Member): Promise<ActiveSessionsList> {
    const sessions = await this.repository.listOfUser(caller.userId);
    const items = sessions.map(({ id, data }) => toActiveSession(id, data, id === caller.sessionId));
    items.sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
    return { items };
  }

  /** Ends one other session of the caller's account; its next call is anonymous (401 on logged-in routes). */
  async end(caller: Member, handle: string): Promise<void> {
    if (handle === sessionHandle(caller.sessionId)) throw new DomainError('SESSION_IS_CURRENT');
    const target = (await this.repository.listOfUser(caller.userId)).find(({ id }) => sessionHandle(id) === handle);
    if (!target) throw new DomainError('SESSION_NOT_FOUND');
    await this.sessions.endSession(caller.userId, target.id);
  }

  async endOthers(caller: Member): Promise<EndedSessions> {
    return { ended: await this.sessions.endOthers(caller.userId, caller.sessionId) };
  }
}

function toActiveSession(id: string, data: SessionData, current: boolean): ActiveSession {
  const created = data.loginAt ?? data.lastSeen ?? 0;
  return {
    id: sessionHandle(id),
    browser: data.browser ?? null,
    os: data.os ?? null,
    device: data.device ?? null,
    ip: data.ip ?? null,
    createdAt: toWireTime(new Date(created * 1000)),
    lastSeenAt: toWireTime(new Date((data.lastSeen ?? created) * 1000)),
    current,
  };
}
