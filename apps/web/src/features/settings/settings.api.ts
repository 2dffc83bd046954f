import { type ChangePasswordRequest, type Image, SETTINGS_ACTIONS, type Success, type UpdateProfileRequest, type User } from '@app/contract';
import type { FetchArgs } from '@reduxjs/toolkit/query';
import { api } from '../../lib/api';
import type { ApiError } from '../../lib/api-error';

/**
 * The answer of a call whose failure this page words itself (a dialog's error, the picture's error line).
 * The failure comes back as data rather than as a rejection, so the shared failed-call alert
 * (components/alerts/failed-call-listener.ts) leaves it alone without a list entry in the entry chunk.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: ApiError };

type BaseQuery = (args: FetchArgs) => PromiseLike<{ data?: unknown; error?: ApiError }> | { data?: unknown; error?: ApiError };

export async function settle<T>(baseQuery: BaseQuery, args: FetchArgs): Promise<{ data: Outcome<T> }> {
  const result = await baseQuery(args);
  return { data: result.error ? { ok: false, failure: result.error } : { ok: true, value: result.data as T } };
}

const picturePath = (username: string) => `/api/users/${encodeURIComponent(username)}/pro_pic`;

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Failures of Save go to the shared alert ('Something went wrong.', network, 429); the edits stay. */
    updateProfile: build.mutation<User, UpdateProfileRequest>({
      query: (body) => ({ url: '/api/_settings', method: 'POST', params: { action: SETTINGS_ACTIONS.updateProfile }, body }),
    }),
    /** The server rotates this session and ends the others; the new CSRF token comes back with the answer (lib/api.ts). */
    changePassword: build.mutation<Outcome<User>, ChangePasswordRequest>({
      queryFn: (body, _api, _extra, baseQuery) =>
        settle(baseQuery, { url: '/api/_settings', method: 'POST', params: { action: SETTINGS_ACTIONS.changePassword }, body }),
    }),
    deleteAccount: build.mutation<Outcome<Success>, { username: string; password: string }>({
      queryFn: ({ username, password }, _api, _extra, baseQuery) =>
        settle(baseQuery, { url: `/api/users/${encodeURIComponent(username)}`, method: 'DELETE', body: { password } }),
    }),
    uploadProfilePicture: build.mutation<Outcome<User>, { username: string; file: File }>({
      queryFn: ({ username, file }, _api, _extra, baseQuery) => {
        const form = new FormData();
        form.append('image', file);
        return settle(baseQuery, { url: picturePath(username), method: 'POST', body: form });
      },
      invalidatesTags: (result) => (result?.ok ? [{ type: 'User', id: result.value.id }] : []),
    }),
    deleteProfilePicture: build.mutation<Outcome<User>, string>({
      queryFn: (username, _api, _extra, baseQuery) => settle(baseQuery, { url: picturePath(username), method: 'DELETE' }),
      invalidatesTags: (result) => (result?.ok ? [{ type: 'User', id: result.value.id }] : []),
    }),
    setProfilePictureAltText: build.mutation<Outcome<Image>, { imageId: string; altText: string }>({
      queryFn: ({ imageId, altText }, _api, _extra, baseQuery) =>
        settle(baseQuery, { url: `/api/images/${encodeURIComponent(imageId)}`, method: 'PUT', body: { altText } }),
    }),
  }),
});

export const {
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useUploadProfilePictureMutation,
  useDeleteProfilePictureMutation,
  useSetProfilePictureAltTextMutation,
} = settingsApi;
