import { act, version } from 'react';
import { version as domVersion } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { alertShown, selectAlerts } from '../components/alerts/alerts.slice';
import { StoreProvider, useAppSelector } from './hooks';
import { makeStore } from './store';

// The unit tests render with the renderer the app ships: React DOM 19, one copy of React shared with
// react-redux and react-router (two copies would throw on the first hook).
describe('unit tests render on React DOM', () => {
  it('resolves react and react-dom to React 19', () => {
    expect(version).toBe('19.3.1');
    expect(domVersion).toBe('19.3.1');
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
