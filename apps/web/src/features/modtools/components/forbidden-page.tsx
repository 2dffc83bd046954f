import { ModtoolsMessages, UiMessages } from '@app/contract';
import { Link } from 'react-router';
import '../../../components/screens/screens.css';

/** 'Forbidden!' for a signed-in user without the rights (calls-errors-constants.md §8, Pages). */
export function ForbiddenPage() {
  return (
    <section className="panel panel--centered" aria-labelledby="forbidden-title">
      <p className="not-found__code" aria-hidden="true">
        403
      </p>
      <h1 id="forbidden-title" className="panel__title">
        {ModtoolsMessages.forbidden}
      </h1>
      <p className="panel__text">{ModtoolsMessages.forbiddenText}</p>
      <div className="panel__actions">
        <Link to="/" className="button button--primary">
          {UiMessages.goHome}
        </Link>
      </div>
    </section>
  );
}
