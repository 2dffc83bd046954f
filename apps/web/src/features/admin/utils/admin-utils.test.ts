import type { AnalyticsEvent } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { unhandledFailedMutation } from '../../../components/alerts/failed-call-listener';
// Approving a request runs the shared createCommunity, which this module registers as handled by its callers.
import '../../../lib/create-community.api';
import { adminFailureText } from '../hooks/use-admin-action';
import { ADMIN_MUTATIONS } from '../admin.api';
import { resolveAdminPage } from './admin-pages';
import { CHARTS, latestTakenAt, latestValues, parseSnapshot, type StatColumns, timeRange, toColumns } from './bss-series';
import { blockRange, blockState, parseExpiresIn } from './ip-blocks';

const event = (id: number, createdAt: string, payload: string): AnalyticsEvent => ({ id, name: '', uniqueKey: null, payload, createdAt });

describe('resolveAdminPage', () => {
  it('reads bare /admin as the index, known names as pages, anything else as not found', () => {
    expect(resolveAdminPage(undefined)).toBe('bare');
    expect(resolveAdminPage('')).toBe('bare');
    expect(resolveAdminPage('users')).toBe('users');
    expect(resolveAdminPage('users/')).toBe('users');
    expect(resolveAdminPage('new-community-requests')).toBe('new-community-requests');
    expect(resolveAdminPage('ipblocks')).toBeNull();
    expect(resolveAdminPage('users/extra')).toBeNull();
    expect(resolveAdminPage('Users')).toBeNull();
  });
});

describe('bss series', () => {
  it('parses the payload text and keeps only numbers', () => {
    expect(parseSnapshot('{"version":0,"signups":5,"posts_day":"x"}')).toEqual({ signups: 5 });
    expect(parseSnapshot('not json')).toBeNull();
    expect(parseSnapshot('null')).toBeNull();
  });

  it('orders snapshots oldest first across pages and skips broken ones', () => {
    const columns = toColumns([
      event(3, '2026-11-25T12:00:00Z', '{"signups":7,"users_day":2}'),
      event(2, '2026-11-25T11:00:00Z', 'broken'),
      event(1, '2026-11-25T10:00:00Z', '{"signups":4}'),
    ]);
    expect(columns.times).toEqual([Date.parse('2026-11-25T10:00:00Z') / 1000, Date.parse('2026-11-25T12:00:00Z') / 1000]);
    expect(columns.values.signups).toEqual([4, 7]);
    expect(columns.values.users_day).toEqual([0, 2]);
    // Same second: the id tells which came later.
    const tied = toColumns([event(9, '2026-11-25T12:00:00.500Z', '{"posts_day":3}'), event(8, '2026-11-25T12:00:00.500Z', '{"posts_day":1}')]);
    expect(tied.values.posts_day).toEqual([1, 3]);
    expect(latestValues(columns, ['signups', 'users_day'])).toEqual([
      { key: 'signups', value: 7 },
      { key: 'users_day', value: 2 },
    ]);
  });

  it('draws users, posts, comments and active users', () => {
    expect(CHARTS.flatMap((chart) => chart.keys)).toEqual([
      'signups',
      'posts_day',
      'posts_week',
      'comments_day',
      'comments_week',
      'users_day',
      'users_week',
      'users_month',
    ]);
  });
});

describe('ip blocks', () => {
  it('shows a host without a prefix and a range with one', () => {
    expect(blockRange({ ip: '203.0.113.7', maskedBits: 0 })).toBe('203.0.113.7');
    expect(blockRange({ ip: '127.0.0.0', maskedBits: 8 })).toBe('127.0.0.0/8');
  });

  it('tells cancelled from expired', () => {
    expect(blockState({ inEffect: true, cancelledAt: null })).toBe('inEffect');
    expect(blockState({ inEffect: false, cancelledAt: '2026-11-25T10:00:00Z' })).toBe('cancelledAt');
    expect(blockState({ inEffect: false, cancelledAt: null })).toBe('expired');
  });

  it('reads the expiry in hours, blank as never', () => {
    expect(parseExpiresIn('')).toBe(0);
    expect(parseExpiresIn(' 1.5 ')).toBe(1.5);
    expect(parseExpiresIn('24')).toBe(24);
    expect(parseExpiresIn('-1')).toBeNull();
    expect(parseExpiresIn('soon')).toBeNull();
  });
});

describe('admin failures', () => {
  it('shows the server reason, and the client text for an already denied request', () => {
    expect(adminFailureText({ status: 403, code: 'not_admin', message: 'You are not an admin.', isNetworkError: false })).toBe('You are not an admin.');
    expect(adminFailureText({ status: 400, code: 'already_denied', message: 'Community was already denied.', isNetworkError: false })).toBe(
      'Someone else denied this request.',
    );
    expect(adminFailureText(new Error('x'))).toBe('Something went wrong.');
  });

  it('keeps every dashboard mutation out of the shared failure alert', () => {
    const rejected = (endpointName: string) => ({
      type: 'api/executeMutation/rejected',
      payload: { status: 403, message: 'no' },
      meta: { rejectedWithValue: true, requestStatus: 'rejected', requestId: 'x', aborted: false, condition: false, arg: { type: 'mutation', endpointName } },
      error: { message: 'Rejected' },
    });
    for (const name of [...ADMIN_MUTATIONS, 'createCommunity']) expect(unhandledFailedMutation(rejected(name))).toBeNull();
    expect(unhandledFailedMutation(rejected('joinCommunity'))).toBe('joinCommunity');
  });
});

describe('analytics time axis', () => {
  it('draws a lone snapshot in the hour either side of it, and a series over its own span', () => {
    expect(timeRange(1_800_000_000, 1_800_000_000)).toEqual([1_799_996_400, 1_800_003_600]);
    expect(timeRange(1_800_000_000, 1_800_007_200)).toEqual([1_800_000_000, 1_800_007_200]);
  });

  it('says when the latest snapshot was taken', () => {
    expect(latestTakenAt({ times: [1_800_000_000, 1_800_003_600], values: {} as StatColumns['values'] })).toBe('2027-01-15T09:00:00.000Z');
    expect(latestTakenAt({ times: [], values: {} as StatColumns['values'] })).toBeNull();
  });
});
