import { PwaConstants } from '@app/contract';

/** What the timing rules remember on the device (localStorage in the app, a Map in tests). */
export type TimingStore = Pick<Storage, 'getItem' | 'setItem'>;

export const PUSH_DISMISSED_AT_KEY = 'pwa-push-dismissed-at';
export const UPDATE_PROMPTED_AT_KEY = 'pwa-update-prompted-at';

function readTime(store: TimingStore | null, key: string): number | null {
  try {
    const value = Number(store?.getItem(key) ?? NaN);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

function writeTime(store: TimingStore | null, key: string, at: number): void {
  try {
    store?.setItem(key, String(at));
  } catch {
    // Blocked storage: the rule then holds for this page only.
  }
}

/** The turn-on-notifications modal may show: never dismissed, or dismissed at least 30 days ago. */
export function mayAskForPush(store: TimingStore | null, now: number): boolean {
  const dismissedAt = readTime(store, PUSH_DISMISSED_AT_KEY);
  return dismissedAt === null || now - dismissedAt >= PwaConstants.pushReaskMs;
}

export function rememberPushDismissed(store: TimingStore | null, now: number): void {
  writeTime(store, PUSH_DISMISSED_AT_KEY, now);
}

interface UpdateSchedulerOptions {
  /** Asks the server for a new service worker (`registration.update()`). */
  checkForUpdate: () => void;
  /** Opens the update-available modal. */
  showPrompt: () => void;
  store: TimingStore | null;
  now?: () => number;
}

/**
 * The update rules (docs/api/constants.md §9, docs/screens.md §4 "Update prompt"): look for a new version every 2 minutes and whenever
 * the tab becomes visible; once one is waiting, look every 10 s whether to offer it, and offer it at
 * most once per 20 minutes (remembered across reloads).
 */
export class UpdateScheduler {
  private waiting = false;
  private timers: number[] = [];
  private readonly now: () => number;

  constructor(private readonly options: UpdateSchedulerOptions) {
    this.now = options.now ?? Date.now;
  }

  private readonly onVisibilityChange = () => {
    if (document.visibilityState === 'visible') this.options.checkForUpdate();
  };

  start(): void {
    this.timers.push(
      window.setInterval(() => this.options.checkForUpdate(), PwaConstants.updateCheckMs),
      window.setInterval(() => this.offerIfDue(), PwaConstants.updatePromptCheckMs),
    );
    document.addEventListener('visibilitychange', this.onVisibilityChange);
  }

  stop(): void {
    this.timers.forEach((timer) => window.clearInterval(timer));
    this.timers = [];
    document.removeEventListener('visibilitychange', this.onVisibilityChange);
  }

  /** A new version is installed and waiting: offered now if the last offer is old enough, else later. */
  updateWaiting(): void {
    this.waiting = true;
    this.offerIfDue();
  }

  private offerIfDue(): void {
    if (!this.waiting) return;
    const now = this.now();
    const promptedAt = readTime(this.options.store, UPDATE_PROMPTED_AT_KEY);
    if (promptedAt !== null && now - promptedAt < PwaConstants.updatePromptSpacingMs && promptedAt <= now) return;
    writeTime(this.options.store, UPDATE_PROMPTED_AT_KEY, now);
    this.options.showPrompt();
  }
}
