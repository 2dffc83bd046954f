import { UiMessages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../lib/api-error';
import { communityRequestErrorMessage, REQUEST_NOTE_MAX, restrictCommunityName, truncateNote, validateCommunityRequest } from './community-request';

const apiError = (overrides: Partial<ApiError>): ApiError => ({ status: 400, message: 'Server text', isNetworkError: false, ...overrides });

describe('restrictCommunityName', () => {
  it('keeps only letters, digits and underscores', () => {
    expect(restrictCommunityName('my cool-community!_2')).toBe('mycoolcommunity_2');
    expect(restrictCommunityName('café')).toBe('caf');
  });

  it('cuts at 21 characters', () => {
    expect(restrictCommunityName('a'.repeat(30))).toHaveLength(21);
  });
});

describe('truncateNote', () => {
  it('cuts the note at 500 characters', () => {
    expect(truncateNote('x'.repeat(REQUEST_NOTE_MAX + 20))).toHaveLength(500);
    expect(truncateNote('short')).toBe('short');
  });
});

describe('validateCommunityRequest', () => {
  it('needs a name of at least 3 characters', () => {
    expect(validateCommunityRequest({ name: '', note: '' })).toBe('Community name has to have at least 3 characters.');
    expect(validateCommunityRequest({ name: 'ab', note: 'why not' })).toBe(UiMessages.communityRequestNameTooShort);
  });

  it('accepts a name of 3 characters and an empty note', () => {
    expect(validateCommunityRequest({ name: 'abc', note: '' })).toBeNull();
  });
});

describe('communityRequestErrorMessage', () => {
  it("uses the error catalogue's text when the community exists", () => {
    expect(communityRequestErrorMessage(apiError({ status: 409, code: 'community-already-exists' }))).toBe('A community by that name already exists');
  });

  it("shows the server's message for a pending request", () => {
    const pending = apiError({ status: 409, code: 'community-already-requested', message: 'You already have a pending request for that community' });
    expect(communityRequestErrorMessage(pending)).toBe('You already have a pending request for that community');
  });

  it('names rate limits, network and server failures', () => {
    expect(communityRequestErrorMessage(apiError({ status: 429 }))).toBe(UiMessages.slowDown);
    expect(communityRequestErrorMessage(apiError({ status: 0, isNetworkError: true }))).toBe(UiMessages.networkError);
    expect(communityRequestErrorMessage(apiError({ status: 500 }))).toBe(UiMessages.genericError);
  });
});
