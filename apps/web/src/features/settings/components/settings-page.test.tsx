import type { InitialState, User } from '@app/contract';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreProvider } from '../../../app/hooks';
import { makeStore } from '../../../app/store';
import { selectAlerts } from '../../../components/alerts/alerts.slice';
import { sessionApi } from '../../../lib/session.api';
import { stubRelativeRequests } from '../../../lib/testing/relative-requests';
import { testUser } from '../utils/test-user';
import { SettingsPage } from './settings-page';

const user = testUser({ aboutMe: 'Old text' });

const initial = {
  user,
  mutes: {
    communityMutes: [{ id: 'm1', type: 'community', mutedCommunityId: 'c1', mutedCommunity: { id: 'c1', name: 'cats' }, createdAt: '' }],
    userMutes: [],
  },
  communities: [],
} as unknown as InitialState;

const SESSIONS = [
  {
    id: 'mine',
    browser: 'Firefox',
    os: 'Linux',
    device: 'desktop',
    ip: '10.0.0.1',
    createdAt: '2026-11-01T10:00:00Z',
    lastSeenAt: '2026-11-28T10:00:00Z',
    current: true,
  },
  {
    id: 'phone',
    browser: 'Safari',
    os: 'iOS',
    device: 'mobile',
    ip: '10.0.0.2',
    createdAt: '2026-11-02T10:00:00Z',
    lastSeenAt: '2026-11-27T10:00:00Z',
    current: false,
  },
];

let container: HTMLDivElement;
let root: Root;
const sent: { url: string; method: string; body: string }[] = [];
/** The sessions section's own calls, apart from the profile form's. */
const sessionCalls: string[] = [];

beforeEach(() => {
  sent.length = 0;
  sessionCalls.length = 0;
  stubRelativeRequests();
  vi.stubGlobal('fetch', async (input: Request) => {
    // The two-factor section reads its status on its own; the tests below count the page's writes.
    if (new URL(input.url).pathname === '/api/_two_factor') {
      const status = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, requiredForAccount: true };
      return new Response(JSON.stringify(status), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    if (input.url.includes('/api/_sessions')) {
      sessionCalls.push(`${input.method} ${new URL(input.url).pathname}`);
      return Response.json(input.method === 'GET' ? { items: SESSIONS } : { success: true });
    }
    sent.push({ url: input.url, method: input.method, body: await input.text() });
    const body = { ...user, ...(JSON.parse(sent.at(-1)?.body || '{}') as Partial<User>) };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

async function renderPage(emailEnabled = false) {
  const store = makeStore();
  const state = { ...initial, site: { contactEmail: null, sourceCodeUrl: null, emailEnabled } } as InitialState;
  await store.dispatch(sessionApi.util.upsertQueryData('getInitialState', undefined, state));
  const router = createMemoryRouter([{ path: '/settings', element: <SettingsPage user={user} /> }], { initialEntries: ['/settings'] });
  root = createRoot(container);
  await act(async () =>
    root.render(
      <StoreProvider store={store}>
        <RouterProvider router={router} />
      </StoreProvider>,
    ),
  );
  return store;
}

const button = (name: string) => Array.from(container.querySelectorAll('button')).find((element) => element.textContent === name) as HTMLButtonElement;

function type(element: HTMLTextAreaElement | HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set;
  setter?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('SettingsPage', () => {
  it('enables Save after a change, sends only the changed fields and says "Settings saved."', async () => {
    const store = await renderPage();
    expect(button('Save').disabled).toBe(true);
    const about = container.querySelector('textarea') as HTMLTextAreaElement;
    expect(about.value).toBe('Old text');
    await act(async () => type(about, 'New text'));
    expect(container.textContent).toContain('8 / 10000');
    expect(button('Save').disabled).toBe(false);

    await act(async () => button('Save').click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toContain('/api/_settings?action=updateProfile');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ aboutMe: 'New text' });
    expect(selectAlerts(store.getState()).map((alert) => alert.text)).toEqual(['Settings saved.']);
    expect(button('Save').disabled).toBe(true);
    expect(sessionApi.endpoints.getInitialState.select()(store.getState()).data?.user?.aboutMe).toBe('New text');
  });

  it('refuses a malformed email without calling the server', async () => {
    await renderPage();
    const email = container.querySelector('input[type="email"]') as HTMLInputElement;
    await act(async () => type(email, 'me@example'));
    await act(async () => button('Save').click());
    expect(container.textContent).toContain('Enter a valid email address.');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it('lists muted communities with an Unmute button named after the community', async () => {
    await renderPage();
    expect(container.textContent).toContain('/cats');
    expect(container.querySelector('button[aria-label="Unmute /cats"]')).not.toBeNull();
    expect(container.textContent).toContain('You have not muted anyone.');
  });

  it('shows the two-factor section with its status, the site’s requirement and a button to turn it on', async () => {
    await renderPage();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    const section = [...container.querySelectorAll('section')].find((el) => el.textContent?.includes('Two-factor authentication'));
    expect(section?.textContent).toContain('Two-factor sign-in is off.');
    expect(section?.querySelector('[role="alert"]')?.textContent).toBe(
      'This site requires moderators and admins to use two-factor sign-in. Turn it on to keep moderating.',
    );
    expect(button('Turn on two-factor sign-in').type).toBe('button');
  });

  const headings = () => Array.from(container.querySelectorAll('h2')).map((h) => h.textContent);
  const emailInput = () => Array.from(container.querySelectorAll('label')).find((l) => l.textContent === 'Email')?.control as HTMLInputElement;

  it('without email on the site: no Email section, and the profile form edits the address', async () => {
    await renderPage(false);
    expect(headings()).not.toContain('Email');
    expect(emailInput().readOnly).toBe(false);
    expect(container.textContent).not.toContain('Send confirmation link');
  });

  it('with email on: the Email section asks for the password, and the profile shows the address read-only', async () => {
    await renderPage(true);
    expect(headings()).toContain('Email');
    expect(emailInput().readOnly).toBe(true);
    expect(button('Send confirmation link').disabled).toBe(true);
  });

  it('lists the sessions, marks this one, and signs out another with DELETE /api/_sessions/{id}', async () => {
    await renderPage();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const items = Array.from(container.querySelectorAll('.sessions__item')).map((item) => item.textContent ?? '');
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Firefox on Linux');
    expect(items[0]).toContain('This session');
    expect(items[1]).toContain('Safari on iOS');
    expect(items[1]).toContain('from 10.0.0.2');
    const signOut = container.querySelector('button[aria-label="Sign out: Safari on iOS"]') as HTMLButtonElement;
    expect(container.querySelector('button[aria-label="Sign out: Firefox on Linux"]')).toBeNull();
    await act(async () => signOut.click());
    expect(sessionCalls).toContain('DELETE /api/_sessions/phone');
  });
});
