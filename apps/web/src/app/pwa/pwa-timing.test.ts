import { PwaConstants } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mayAskForPush, PUSH_DISMISSED_AT_KEY, rememberPushDismissed, UPDATE_PROMPTED_AT_KEY, UpdateScheduler, type TimingStore } from './pwa-timing';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function memoryStore(): TimingStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('turn-on-notifications re-ask (30 days)', () => {
  it('asks when never dismissed, not again within 30 days of a dismissal, and again from day 30', () => {
    const store = memoryStore();
    const start = Date.UTC(2026, 0, 1);
    expect(PwaConstants.pushReaskMs).toBe(30 * DAY);
    expect(mayAskForPush(store, start)).toBe(true);
    rememberPushDismissed(store, start);
    expect(store.values.get(PUSH_DISMISSED_AT_KEY)).toBe(String(start));
    expect(mayAskForPush(store, start + 1)).toBe(false);
    expect(mayAskForPush(store, start + 29 * DAY)).toBe(false);
    expect(mayAskForPush(store, start + 30 * DAY - 1)).toBe(false);
    expect(mayAskForPush(store, start + 30 * DAY)).toBe(true);
  });

  it('asks when storage is blocked or holds garbage', () => {
    expect(mayAskForPush(null, 0)).toBe(true);
    const throwing: TimingStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    };
    expect(mayAskForPush(throwing, 0)).toBe(true);
    const store = memoryStore();
    store.values.set(PUSH_DISMISSED_AT_KEY, 'soon');
    expect(mayAskForPush(store, 0)).toBe(true);
  });
});

describe('UpdateScheduler', () => {
  let store: ReturnType<typeof memoryStore>;
  let checkForUpdate: ReturnType<typeof vi.fn<() => void>>;
  let showPrompt: ReturnType<typeof vi.fn<() => void>>;
  let scheduler: UpdateScheduler;

  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1, 12) });
    store = memoryStore();
    checkForUpdate = vi.fn<() => void>();
    showPrompt = vi.fn<() => void>();
    scheduler = new UpdateScheduler({ checkForUpdate, showPrompt, store });
    scheduler.start();
  });

  afterEach(() => {
    scheduler.stop();
    vi.useRealTimers();
  });

  it('checks for a new version every 2 minutes, and when the tab becomes visible', () => {
    vi.advanceTimersByTime(2 * MINUTE - 1);
    expect(checkForUpdate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(checkForUpdate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4 * MINUTE);
    expect(checkForUpdate).toHaveBeenCalledTimes(3);

    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    visibility.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(checkForUpdate).toHaveBeenCalledTimes(3);
    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(checkForUpdate).toHaveBeenCalledTimes(4);
    visibility.mockRestore();

    scheduler.stop();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(checkForUpdate).toHaveBeenCalledTimes(4);
  });

  it('offers a waiting update at once, then at most once per 20 minutes, looking every 10 seconds', () => {
    vi.advanceTimersByTime(MINUTE);
    expect(showPrompt).not.toHaveBeenCalled();
    scheduler.updateWaiting();
    expect(showPrompt).toHaveBeenCalledTimes(1);
    expect(store.values.get(UPDATE_PROMPTED_AT_KEY)).toBe(String(Date.now()));

    // Dismissed: the 10 s look does not offer it again before 20 minutes have passed.
    vi.advanceTimersByTime(20 * MINUTE - 10_000);
    expect(showPrompt).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(showPrompt).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(19 * MINUTE);
    expect(showPrompt).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(MINUTE);
    expect(showPrompt).toHaveBeenCalledTimes(3);
  });

  it('keeps the 20-minute spacing across page loads (the last offer is stored)', () => {
    store.values.set(UPDATE_PROMPTED_AT_KEY, String(Date.now() - 5 * MINUTE));
    scheduler.updateWaiting();
    expect(showPrompt).not.toHaveBeenCalled();
    vi.advanceTimersByTime(15 * MINUTE - 10_000);
    expect(showPrompt).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(showPrompt).toHaveBeenCalledTimes(1);
  });

  it('offers nothing while no update is waiting', () => {
    vi.advanceTimersByTime(60 * MINUTE);
    expect(showPrompt).not.toHaveBeenCalled();
    expect(checkForUpdate).toHaveBeenCalledTimes(30);
  });
});
