import { UiMessages } from '@app/contract';
import { Link } from 'react-router';
import '../../components/screens/screens.css';

export function NotFoundRoute() {
  return (
    <section className="panel panel--centered" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="panel__title">
        {UiMessages.notFound}
      </h1>
      <div className="panel__actions">
        <Link to="/" className="button button--primary">
          {UiMessages.goHome}
        </Link>
      </div>
    </section>
  );
}
