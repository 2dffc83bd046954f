import { UiMessages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { toApiError } from './api-error';

describe('toApiError', () => {
  it('keeps the status, code and message of a contract error body', () => {
    const error = toApiError({ status: 403, data: { status: 403, code: 'account_suspended', message: 'User account suspended.' } });
    expect(error).toEqual({ status: 403, code: 'account_suspended', message: 'User account suspended.', isNetworkError: false });
  });

  it('uses the generic message when the body is not an error body', () => {
    expect(toApiError({ status: 502, data: '<html>' })).toEqual({
      status: 502,
      code: undefined,
      message: UiMessages.genericError,
      isNetworkError: false,
    });
  });

  it('marks fetch failures as network errors', () => {
    const error = toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    expect(error.isNetworkError).toBe(true);
    expect(error.status).toBe(0);
  });

  it('keeps the original status of an unparsable answer', () => {
    const error = toApiError({ status: 'PARSING_ERROR', originalStatus: 500, data: 'oops', error: 'SyntaxError' });
    expect(error).toMatchObject({ status: 500, isNetworkError: false });
  });
});
