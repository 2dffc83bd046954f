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

export function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') {
    const body = isErrorBody(error.data) ? error.data : null;
    return {
      status: error.status,
      code: body?.code,
      message: body?.message ?? UiMessages.genericError,
      isNetworkError: false,
    };
  }
  // FETCH_ERROR and TIMEOUT_ERROR mean no answer at all; PARSING_ERROR means a non-JSON answer.
  const isNetworkError = error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
  const status = 'originalStatus' in error ? error.originalStatus : 0;
  return { status, message: UiMessages.genericError, isNetworkError };
}

export function isApiError(value: unknown): value is ApiError {
  return isErrorBody(value) && typeof (value as Partial<ApiError>).isNetworkError === 'boolean';
}
