import { act } from 'preact/test-utils';
import { version } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { alertShown, selectAlerts } from '../components/alerts/alerts.slice';
import { StoreProvider, useAppSelector } from './hooks';
import { makeStore } from './store';

// The other component tests do not render react-redux or react-router hooks. Without the vitest wiring
// in vite.config.mts these would load the real React beside preact and throw on the first hook.
describe('unit tests render on the shipped renderer', () => {
  it('resolves react to preact/compat', () => {
    expect(version).toBe('18.3.1');
  });

  it('runs react-redux and react-router hooks on it', () => {
    const store = makeStore();
    function Probe() {
      const alerts = useAppSelector(selectAlerts);
      const { pathname } = useLocation();
      return <p>{`${pathname} ${alerts.length}`}</p>;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    act(() =>
      root.render(
        <StoreProvider store={store}>
          <MemoryRouter initialEntries={['/c/general']}>
            <Probe />
          </MemoryRouter>
        </StoreProvider>,
      ),
    );
    expect(container.textContent).toBe('/c/general 0');
    act(() => {
      store.dispatch(alertShown('Saved'));
    });
    expect(container.textContent).toBe('/c/general 1');
    act(() => root.unmount());
  });
});
