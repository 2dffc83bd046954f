import { UiMessages } from '@app/contract';
import './screens.css';

/** Stand-in for screens not built yet, so no route ever renders a blank page. */
export function ComingSoon({ screen }: { screen: string }) {
  return (
    <section className="panel panel--centered" aria-labelledby="coming-soon-title">
      <div className="panel__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32">
          <path d="M12 7v5l3 2" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
      </div>
      <h1 id="coming-soon-title" className="panel__title">
        {screen}
      </h1>
      <p className="panel__text">{UiMessages.comingSoon}</p>
    </section>
  );
}
