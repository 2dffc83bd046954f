import { CSRF_REQUEST_HEADER, CSRF_RESPONSE_HEADER } from '@app/contract';
import { type BaseQueryFn, createApi, type FetchArgs, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { type ApiError, toApiError } from './api-error';
import { readCsrfToken, storeCsrfToken } from './csrf';
import { browserStorage } from './storage';

export const INITIAL_STATE_URL = '/api/_initial';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  credentials: 'same-origin',
  prepareHeaders: (headers) => {
    // Sent on GETs too, as the upstream client does; the server only checks non-GET calls.
    headers.set(CSRF_REQUEST_HEADER, readCsrfToken(browserStorage(), document.cookie));
    return headers;
  },
});

/** Bodies travel as plain JSON strings (text/plain), like the upstream client's requests. */
function withStringBody(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string' || args.body === undefined || typeof args.body === 'string') return args;
  // Uploads go as multipart: the browser sets the boundary.
  if (typeof FormData !== 'undefined' && args.body instanceof FormData) return args;
  return { ...args, body: JSON.stringify(args.body) };
}

export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(withStringBody(args), api, extraOptions);
  // `/api/_initial` always carries the token; a call that rotates the session (a password change) carries the new one.
  storeCsrfToken(browserStorage(), result.meta?.response?.headers.get(CSRF_RESPONSE_HEADER) ?? null);
  if (result.error) return { error: toApiError(result.error), meta: result.meta };
  return { data: result.data, meta: result.meta };
};

/** The one API slice; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['Session', 'Post', 'Feed', 'Comments', 'Community', 'User', 'Notifications'],
  endpoints: () => ({}),
});
