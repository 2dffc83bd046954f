import { UiMessages } from '@app/contract';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reloadPage } from '../../lib/reload-page';
import '../../components/screens/screens.css';

/** errorElement of the page routes: the navbar stays, the failed screen is replaced. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('Route failed to render', error), [error]);
  return (
    <section className="panel panel--centered" role="alert">
      <h1 className="panel__title">{UiMessages.appErrorTitle}</h1>
      <div className="panel__actions">
        <button type="button" className="button button--primary" onClick={reloadPage}>
          {UiMessages.appErrorAction}
        </button>
      </div>
    </section>
  );
}
