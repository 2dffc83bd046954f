import type { ReactNode } from 'react';
import './screens.css';

interface FullScreenMessageProps {
  title: string;
  text?: string;
  icon: ReactNode;
  action: ReactNode;
}

/** Used before the router exists (offline, app error), so it must not need router context. */
export function FullScreenMessage({ title, text, icon, action }: FullScreenMessageProps) {
  return (
    <main className="full-screen">
      <section className="panel panel--centered" aria-labelledby="full-screen-title">
        <div className="panel__icon" aria-hidden="true">
          {icon}
        </div>
        <h1 id="full-screen-title" className="panel__title">
          {title}
        </h1>
        {text && <p className="panel__text">{text}</p>}
        <div className="panel__actions">{action}</div>
      </section>
    </main>
  );
}
