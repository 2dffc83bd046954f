import { AdminMessages, UiMessages } from '@app/contract';
import { Link } from 'react-router';
import '../../../components/screens/screens.css';

/** Signed in but not allowed (spec §2: 'Forbidden page with a Go home link'). */
export function ForbiddenScreen() {
  return (
    <section className="panel panel--centered" aria-labelledby="forbidden-title">
      <p className="not-found__code" aria-hidden="true">
        403
      </p>
      <h1 id="forbidden-title" className="panel__title">
        {AdminMessages.forbiddenTitle}
      </h1>
      <p className="panel__text">{AdminMessages.forbiddenText}</p>
      <div className="panel__actions">
        <Link to="/" className="button button--primary">
          {UiMessages.goHome}
        </Link>
      </div>
    </section>
  );
}
