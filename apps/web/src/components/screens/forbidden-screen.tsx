import { PageMessages, UiMessages } from '@app/contract';
import { Link } from 'react-router';
import './screens.css';

/** A signed-in user without the rights to a console page (spec §2: the Forbidden page with 'Go home'). */
export function ForbiddenScreen() {
  return (
    <section className="panel panel--centered" aria-labelledby="forbidden-title">
      <p className="not-found__code" aria-hidden="true">
        403
      </p>
      <h1 id="forbidden-title" className="panel__title">
        {PageMessages.forbidden}
      </h1>
      <p className="panel__text">{PageMessages.forbiddenText}</p>
      <div className="panel__actions">
        <Link to="/" className="button button--primary">
          {UiMessages.goHome}
        </Link>
      </div>
    </section>
  );
}
