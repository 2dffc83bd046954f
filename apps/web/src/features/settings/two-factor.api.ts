import type { EnableTwoFactorRequest, ReauthRequest, TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '@app/contract';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { api } from '../../lib/api';
import type { ApiError } from '../../lib/api-error';
import type { Outcome } from './settings.api';

type BaseQuery = (args: FetchArgs) => PromiseLike<{ data?: unknown; error?: ApiError }> | { data?: unknown; error?: ApiError };

/** As settings.api's: the dialogs word their own failures, so a failure comes back as data. */
async function settle<T>(baseQuery: BaseQuery, args: FetchArgs): Promise<{ data: Outcome<T> }> {
  const result = await baseQuery(args);
  return { data: result.error ? { ok: false, failure: result.error } : { ok: true, value: result.data as T } };
}

/** Two-factor sign-in in the settings page (docs/api/session.md §6.3). */
export const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTwoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => ({ url: '/api/_two_factor' }),
      keepUnusedDataFor: 0,
    }),
    startTwoFactorSetup: build.mutation<Outcome<TwoFactorSetup>, ReauthRequest>({
      queryFn: (body, _api, _extra, baseQuery) => settle(baseQuery, { url: '/api/_two_factor/setup', method: 'POST', body }),
    }),
    enableTwoFactor: build.mutation<Outcome<TwoFactorEnabled>, EnableTwoFactorRequest>({
      queryFn: (body, _api, _extra, baseQuery) => settle(baseQuery, { url: '/api/_two_factor/enable', method: 'POST', body }),
    }),
    disableTwoFactor: build.mutation<Outcome<TwoFactorStatus>, ReauthRequest>({
      queryFn: (body, _api, _extra, baseQuery) => settle(baseQuery, { url: '/api/_two_factor/disable', method: 'POST', body }),
    }),
  }),
});

export const { useGetTwoFactorStatusQuery, useStartTwoFactorSetupMutation, useEnableTwoFactorMutation, useDisableTwoFactorMutation } = twoFactorApi;
