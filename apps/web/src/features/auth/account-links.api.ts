import type { EmailChangeConfirmRequest, PasswordResetConfirmRequest, PasswordResetRequest, Success } from '@app/contract';
import { api } from '../../lib/api';
import type { ApiError } from '../../lib/api-error';

/** A call whose failure the screen words itself (docs/api/account-security.md). */
export type LinkOutcome = { ok: true } | { ok: false; failure: ApiError };

type BaseQuery = (args: { url: string; method: string; body: unknown }) => PromiseLike<{ error?: ApiError }> | { error?: ApiError };

async function post(baseQuery: BaseQuery, url: string, body: unknown): Promise<{ data: LinkOutcome }> {
  const result = await baseQuery({ url, method: 'POST', body });
  return { data: result.error ? { ok: false, failure: result.error } : { ok: true } };
}

export const accountLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<LinkOutcome, PasswordResetRequest>({
      queryFn: (body, _api, _extra, baseQuery) => post(baseQuery as BaseQuery, '/api/_password_reset', body),
    }),
    confirmPasswordReset: build.mutation<LinkOutcome, PasswordResetConfirmRequest>({
      queryFn: (body, _api, _extra, baseQuery) => post(baseQuery as BaseQuery, '/api/_password_reset/confirm', body),
    }),
    confirmEmailChange: build.mutation<LinkOutcome, EmailChangeConfirmRequest>({
      queryFn: (body, _api, _extra, baseQuery) => post(baseQuery as BaseQuery, '/api/_email_change/confirm', body),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useConfirmPasswordResetMutation, useConfirmEmailChangeMutation } = accountLinksApi;
export type { Success };
