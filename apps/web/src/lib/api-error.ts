import { type ErrorBody, UiMessages } from '@app/contract';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** Every failed call as the app sees it: the contract's error body, plus whether the network itself failed. */
export interface ApiError extends ErrorBody {
  isNetworkError: boolean;
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate['message'] === 'string';
}

const TOO_MANY_REQUESTS = 429;

export function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') {
    const body = isErrorBody(error.data) ? error.data : null;
    return {
      status: error.status,
      code: body?.code,
      // 429 always reads 'Whoah, slow down there!' (docs/api/constants.md §8), never the server's text.
      message: error.status === TOO_MANY_REQUESTS ? UiMessages.slowDown : (body?.message ?? UiMessages.genericError),
      isNetworkError: false,
    };
  }
  // FETCH_ERROR and TIMEOUT_ERROR mean no answer at all; PARSING_ERROR means a non-JSON answer.
  const isNetworkError = error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
  const status = 'originalStatus' in error ? error.originalStatus : 0;
  return { status, message: isNetworkError ? UiMessages.networkError : UiMessages.genericError, isNetworkError };
}

/**
 * The alert text for a failed call nobody handles specifically (docs/api/constants.md §8,
 * general failures): network failure, 429, anything else. Server texts are never shown here.
 */
export function failedCallMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return UiMessages.networkError;
    if (error.status === TOO_MANY_REQUESTS) return UiMessages.slowDown;
  }
  return UiMessages.genericError;
}

export function isApiError(value: unknown): value is ApiError {
  return isErrorBody(value) && typeof (value as Partial<ApiError>).isNetworkError === 'boolean';
}
