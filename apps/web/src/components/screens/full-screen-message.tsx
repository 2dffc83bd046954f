import { reloadPage } from '../../lib/reload-page';
import './screens.css';

interface FullScreenMessageProps {
  title: string;
  text?: string;
  /** The icon's path, stroked in the text's colour. */
  iconPath: string;
  /** The one way on from both screens is loading the page again; this names it. */
  reloadLabel: string;
}

/** Used before the router exists (offline, app error), so it must not need router context. */
export function FullScreenMessage({ title, text, iconPath, reloadLabel }: FullScreenMessageProps) {
  return (
    <main className="full-screen">
      <section className="panel panel--centered" aria-labelledby="full-screen-title">
        <div className="panel__icon" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d={iconPath} />
          </svg>
        </div>
        <h1 id="full-screen-title" className="panel__title">
          {title}
        </h1>
        {text && <p className="panel__text">{text}</p>}
        <div className="panel__actions">
          <button type="button" className="button button--primary" onClick={reloadPage}>
            {reloadLabel}
          </button>
        </div>
      </section>
    </main>
  );
}
