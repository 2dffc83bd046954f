import type { ActiveSessionsList, EmailChangeRequest, EndedSessions, Success } from '@app/contract';
import { api } from '../../lib/api';
import { type Outcome, settle } from './settings.api';

/** Sessions and email of the settings page (docs/api/account-security.md); the page words its own failures. */
export const accountSecurityApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSessions: build.query<ActiveSessionsList, void>({
      query: () => '/api/_sessions',
      keepUnusedDataFor: 0,
    }),
    endSession: build.mutation<Outcome<Success>, string>({
      queryFn: (id, _api, _extra, baseQuery) => settle(baseQuery, { url: `/api/_sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
    endOtherSessions: build.mutation<Outcome<EndedSessions>, void>({
      queryFn: (_arg, _api, _extra, baseQuery) => settle(baseQuery, { url: '/api/_sessions/end-others', method: 'POST' }),
    }),
    changeEmail: build.mutation<Outcome<Success>, EmailChangeRequest>({
      queryFn: (body, _api, _extra, baseQuery) => settle(baseQuery, { url: '/api/_email_change', method: 'POST', body }),
    }),
  }),
});

export const { useListSessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation, useChangeEmailMutation } = accountSecurityApi;
