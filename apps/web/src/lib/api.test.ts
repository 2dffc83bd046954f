import { CSRF_STORAGE_KEY } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store';
import { api } from './api';
import { stubRelativeRequests } from './testing/relative-requests';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probeCall: build.mutation<unknown, void>({ query: () => ({ url: '/api/_settings', method: 'POST', body: {} }) }),
  }),
});

const sentTokens: (string | null)[] = [];

beforeEach(() => {
  sentTokens.length = 0;
  localStorage.setItem(CSRF_STORAGE_KEY, 'old-token');
  stubRelativeRequests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function answerWith(headers: Record<string, string>) {
  vi.stubGlobal('fetch', async (request: Request) => {
    sentTokens.push(request.headers.get('X-Csrf-Token'));
    return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
  });
}

describe('the base query and the CSRF token', () => {
  it('keeps the token a rotating answer carries (a password change), and sends it on the next call', async () => {
    answerWith({ 'Csrf-Token': 'new-token' });
    const store = makeStore();
    await store.dispatch(probe.endpoints.probeCall.initiate());
    expect(sentTokens).toEqual(['old-token']);
    expect(localStorage.getItem(CSRF_STORAGE_KEY)).toBe('new-token');
    await store.dispatch(probe.endpoints.probeCall.initiate());
    expect(sentTokens).toEqual(['old-token', 'new-token']);
  });

  it('keeps the stored token when an answer carries none', async () => {
    answerWith({});
    await makeStore().dispatch(probe.endpoints.probeCall.initiate());
    expect(localStorage.getItem(CSRF_STORAGE_KEY)).toBe('old-token');
  });
});
