import { vi } from 'vitest';

/**
 * fetchBaseQuery builds a Request from '/api/...', which Node's Request refuses without an origin: tests that
 * call the api through the store resolve such paths against localhost. `vi.unstubAllGlobals()` undoes it.
 */
export function stubRelativeRequests() {
  const NodeRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://localhost/') : input, init);
      }
    },
  );
}
