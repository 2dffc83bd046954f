/** What the server keeps for a session (docs/api/session.md §1). Times are Unix seconds. */
export interface SessionData {
  /** Logged-in user id; absent for visitors. */
  uid?: string;
  /** Last activity write (at most every 5 minutes). */
  lastSeen?: number;
  /** When the user logged in: sessions end 360 days after it at most (docs/api-notes.md). */
  loginAt?: number;
  /** What the user agent told at sign-in, for the sessions list (docs/api/account-security.md). */
  browser?: string;
  os?: string;
  device?: string;
  /** Client address at sign-in, then at each activity write. */
  ip?: string;
}

/**
 * Who is calling, as the services see it: no HTTP types. The api builds one per request; services
 * that change the session (login, signup, logout) replace it through `replaceSession`.
 */
export interface Caller {
  readonly sessionId: string;
  readonly session: SessionData;
  readonly userId: string | null;
  /** Client address after trusted-proxy handling. */
  readonly ip: string;
  /** The address as rate limits key it: IPv6 grouped by /64. */
  readonly rateLimitAddress: string;
  readonly skipRateLimits: boolean;
  /** The request's User-Agent header, cut to 512 characters; empty when absent. */
  readonly userAgent?: string;
  replaceSession(sessionId: string, data: SessionData): void;
}
