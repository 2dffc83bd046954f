/**
 * The PWA chunk (docs/web.md "PWA"), loaded by register.ts after the page has loaded: registers the service worker
 * through workbox-window, runs the update rules, keeps the push subscription, offers push after a
 * meaningful action, shows the install banner and reports `pwa_use`.
 */
import { ChromeConstants, PwaMessages, type InitialState } from '@app/contract';
import { createRoot } from 'react-dom/client';
import { Workbox } from 'workbox-window';
import { alertShown } from '../../components/alerts/alerts.slice';
import { sessionApi } from '../../lib/session.api';
import { browserStorage } from '../../lib/storage';
import { store } from '../store';
import { earlyInstallPrompt, pwaActionTap } from './register';
import { PwaChrome, pwaStyles, type PwaActions } from './pwa-chrome';
import { mayAskForPush, rememberPushDismissed, UpdateScheduler } from './pwa-timing';
import { createPwaState, type PwaState } from './pwa-state';
import { postJson, sendPushSubscription } from './push-subscription';

export const SERVICE_WORKER_URL = '/service-worker.js';
/** Chromium's `beforeinstallprompt` event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const INSTALL_DISMISSED_KEY = 'pwa-install-dismissed';
/** Mutations after which asking for notifications makes sense: the reader now has something to hear about. */
const MEANINGFUL_MUTATIONS = new Set(['createPost', 'addComment', 'votePost', 'voteComment', 'joinCommunity']);
/** Long enough for the page to follow an answer with a navigation, short enough to read as the action's echo. */
const OFFER_SETTLE_MS = 300;

const session = (): InitialState | undefined => sessionApi.endpoints.getInitialState.select()(store.getState()).data;

/** `/api/_initial` as soon as it has answered (this chunk may load before it does). */
function sessionLoaded(): Promise<InitialState> {
  return new Promise((resolve) => {
    const check = () => {
      const initial = session();
      if (!initial) return false;
      resolve(initial);
      return true;
    };
    if (check()) return;
    const unsubscribe = store.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

function isInstalledApp(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

function pushSupported(): boolean {
  return 'Notification' in window && 'PushManager' in window;
}

/** Push is offered to signed-in readers of a server with push on (docs/api/push.md §1). */
function pushAvailable(): string | null {
  const initial = session();
  return initial?.user && initial.vapidPublicKey && pushSupported() ? initial.vapidPublicKey : null;
}

function readFlag(key: string): boolean {
  try {
    return browserStorage()?.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(key: string): void {
  try {
    browserStorage()?.setItem(key, '1');
  } catch {
    // Blocked storage: the banner comes back next time.
  }
}

class PwaClient {
  readonly state: PwaState = createPwaState();
  private readonly workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  private registration: ServiceWorkerRegistration | undefined;
  private installPrompt = earlyInstallPrompt as InstallPromptEvent | undefined;
  private updateAccepted = false;
  private pushAskedThisStart = false;
  private readonly narrowScreen = window.matchMedia(`(max-width: ${ChromeConstants.mobileBreakpointPx - 1}px)`);
  private readonly updates = new UpdateScheduler({
    checkForUpdate: () => void this.workbox.update().catch(() => undefined),
    showPrompt: () => this.state.set({ updatePrompt: true }),
    store: browserStorage(),
  });

  readonly actions: PwaActions = {
    acceptUpdate: () => {
      this.updateAccepted = true;
      this.state.set({ updatePrompt: false });
      this.workbox.messageSkipWaiting();
    },
    dismissUpdate: () => this.state.set({ updatePrompt: false }),
    acceptPush: () => void this.turnOnPush(),
    dismissPush: () => {
      rememberPushDismissed(browserStorage(), Date.now());
      this.state.set({ pushPrompt: false });
    },
    install: () => void this.install(),
    dismissInstall: () => {
      writeFlag(INSTALL_DISMISSED_KEY);
      this.state.set({ installBanner: false });
    },
  };

  start(): void {
    this.workbox.addEventListener('waiting', () => this.updates.updateWaiting());
    // Only after the reader accepted: a worker taking over for another reason never reloads the page.
    this.workbox.addEventListener('controlling', (event) => {
      if (event.isUpdate && this.updateAccepted) window.location.reload();
    });
    void this.workbox
      .register()
      .then((registration) => {
        this.registration = registration;
        this.updates.start();
        return this.keepPushSubscription();
      })
      .catch(() => undefined);

    this.watchMeaningfulActions();
    this.showInstallBanner();
    addEventListener('beforeinstallprompt', (event) => {
      event.preventDefault();
      this.installPrompt = event as InstallPromptEvent;
      this.showInstallBanner();
    });
    this.narrowScreen.addEventListener('change', () => this.showInstallBanner());
    if (isInstalledApp()) void postJson('/api/analytics', { event: 'pwa_use' }).catch(() => undefined);
  }

  private showInstallBanner(): void {
    const show = this.installPrompt !== undefined && this.narrowScreen.matches && !isInstalledApp() && !readFlag(INSTALL_DISMISSED_KEY);
    if (show !== this.state.get().installBanner) this.state.set({ installBanner: show });
  }

  private async install(): Promise<void> {
    const prompt = this.installPrompt;
    if (!prompt) return;
    // The event can be used once; the browser sends another if the app is still installable.
    this.installPrompt = undefined;
    this.showInstallBanner();
    await prompt.prompt();
  }

  /** docs/api/push.md §2: while permission is granted, every app start sends the subscription again. */
  private async keepPushSubscription(): Promise<void> {
    await sessionLoaded();
    const key = pushAvailable();
    if (!key || !this.registration || Notification.permission !== 'granted') return;
    await sendPushSubscription(this.registration, key).catch(() => undefined);
  }

  /**
   * Offers push when a meaningful action completes on the page it was taken on. One that ends on another page
   * (a new post opens the post) is not followed by the offer: the reader is reading something new by then.
   */
  private watchMeaningfulActions(): void {
    const startedOn = new Map<string, string>();
    pwaActionTap.run = (action) => {
      const { type, meta } = action as { type?: string; meta?: { requestId?: string; arg?: { type?: string; endpointName?: string } } };
      if (!type || !meta?.requestId || meta.arg?.type !== 'mutation' || !MEANINGFUL_MUTATIONS.has(meta.arg.endpointName ?? '')) return;
      if (type.endsWith('/pending')) startedOn.set(meta.requestId, window.location.pathname);
      if (!type.endsWith('/fulfilled') && !type.endsWith('/rejected')) return;
      const page = startedOn.get(meta.requestId);
      startedOn.delete(meta.requestId);
      if (!type.endsWith('/fulfilled') || page === undefined) return;
      // The page acts on the answer after the store has it (a new post opens its page then): look once it has.
      window.setTimeout(() => {
        if (page === window.location.pathname) this.offerPush();
      }, OFFER_SETTLE_MS);
    };
  }

  private offerPush(): void {
    if (this.pushAskedThisStart || !pushAvailable() || Notification.permission !== 'default') return;
    if (!mayAskForPush(browserStorage(), Date.now())) return;
    this.pushAskedThisStart = true;
    this.state.set({ pushPrompt: true });
  }

  private async turnOnPush(): Promise<void> {
    this.state.set({ pushPrompt: false });
    const key = pushAvailable();
    try {
      if (!key || !this.registration) throw new Error('push unavailable');
      if ((await Notification.requestPermission()) !== 'granted') throw new Error('permission refused');
      await sendPushSubscription(this.registration, key);
    } catch {
      store.dispatch(alertShown(PwaMessages.pushUnsupported, { kind: 'error' }));
    }
  }
}

function startPwaClient(): void {
  // Which build this page runs, for support and the e2e deployment check (set with VITE_BUILD_ID at build time).
  const build: unknown = import.meta.env['VITE_BUILD_ID'];
  if (typeof build === 'string' && build) document.documentElement.dataset['build'] = build;
  const client = new PwaClient();
  client.start();
  const style = document.createElement('style');
  style.textContent = pwaStyles;
  document.head.append(style);
  const host = document.createElement('div');
  host.id = 'pwa-root';
  document.body.append(host);
  createRoot(host).render(<PwaChrome state={client.state} actions={client.actions} />);
}

startPwaClient();
