import { UiMessages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../api-error';
import { reportErrorMessage } from './report-errors';

const failure = (status: number, code?: string, message = 'Server says no.'): ApiError => ({ status, code, message, isNetworkError: false });

describe('reportErrorMessage', () => {
  it("names what was already reported (409, the server's code is already-voted)", () => {
    expect(reportErrorMessage(failure(409, 'already-voted'), 'post')).toBe('You have already reported this post');
    expect(reportErrorMessage(failure(409, 'already-voted'), 'comment')).toBe('You have already reported this comment');
  });

  it('says slow down on the rate limit and names the community ban', () => {
    expect(reportErrorMessage(failure(429), 'post')).toBe('Whoah, slow down there!');
    expect(reportErrorMessage(failure(403, 'banned-from-community'), 'comment')).toBe('You are banned from this community.');
  });

  it('shows the network text, hides server errors, and passes other refusals through', () => {
    expect(reportErrorMessage({ status: 0, message: 'x', isNetworkError: true }, 'post')).toBe(UiMessages.networkError);
    expect(reportErrorMessage(failure(500), 'post')).toBe(UiMessages.genericError);
    expect(reportErrorMessage(failure(404, 'post/not-found', 'Post not found.'), 'post')).toBe('Post not found.');
  });
});
