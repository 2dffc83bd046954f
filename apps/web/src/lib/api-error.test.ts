import { UiMessages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { failedCallMessage, toApiError } from './api-error';

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

describe('texts for failed calls (docs/api/constants.md §8)', () => {
  it('reads network failures and 429 as the error catalogue texts', () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError' }).message).toBe("Make sure you're connected to the internet");
    expect(toApiError({ status: 'TIMEOUT_ERROR', error: 'timeout' }).message).toBe("Make sure you're connected to the internet");
    expect(toApiError({ status: 429, data: { status: 429, message: 'Too Many Requests.' } }).message).toBe('Whoah, slow down there!');
  });

  it('maps any failure to the general alert text', () => {
    expect(failedCallMessage({ status: 0, message: '', isNetworkError: true })).toBe("Make sure you're connected to the internet");
    expect(failedCallMessage({ status: 429, message: 'Too Many Requests.', isNetworkError: false })).toBe('Whoah, slow down there!');
    expect(failedCallMessage({ status: 500, message: 'Internal Server Error.', isNetworkError: false })).toBe('Something went wrong.');
    expect(failedCallMessage(new Error('boom'))).toBe(UiMessages.genericError);
  });
});
