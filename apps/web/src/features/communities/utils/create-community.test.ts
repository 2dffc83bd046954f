import { UiMessages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../lib/api-error';
import { COMMUNITY_DESCRIPTION_MAX, createCommunityError, truncateDescription, validateCommunityName } from './create-community';

const failure = (status: number, code: string | undefined, message: string): ApiError => ({ status, code, message, isNetworkError: false });

describe('create community', () => {
  it('needs a name of at least 3 characters', () => {
    expect(validateCommunityName('ab')).toBe('Name has to be at least 3 characters.');
    expect(validateCommunityName('  ab  ')).toBe('Name has to be at least 3 characters.');
    expect(validateCommunityName('abc')).toBeNull();
  });

  it('cuts the description at 500 characters', () => {
    expect(COMMUNITY_DESCRIPTION_MAX).toBe(500);
    expect(truncateDescription('x'.repeat(600))).toHaveLength(500);
  });

  it('puts a taken or invalid name under the name field, everything else above the buttons', () => {
    expect(createCommunityError(failure(409, 'community-exists', 'A community with name x already exists.'))).toEqual({
      field: 'name',
      message: 'A community by that name already exists.',
    });
    expect(createCommunityError(failure(400, 'invalid-community-name', 'Community name invalid. It is reserved.'))).toEqual({
      field: 'name',
      message: 'Community name invalid. It is reserved.',
    });
    expect(createCommunityError(failure(403, 'not_admin', 'You are not an admin.'))).toEqual({ field: 'form', message: 'You are not an admin.' });
    expect(createCommunityError(failure(403, 'not_enough_points', 'x'))).toEqual({
      field: 'form',
      message: 'You need at least 10 points to create a community.',
    });
    expect(createCommunityError(failure(429, undefined, 'x'))).toEqual({ field: 'form', message: UiMessages.slowDown });
    expect(createCommunityError(failure(500, 'internal', 'boom'))).toEqual({ field: 'form', message: UiMessages.genericError });
  });
});
