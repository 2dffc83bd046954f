import { type ReactNode, useId } from 'react';

/** One titled card of the settings page. */
export function SettingsSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="card settings-section stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="settings-section__title">
        {title}
      </h2>
      {description && <p className="settings-section__description">{description}</p>}
      <div className="settings-section__body stack">{children}</div>
    </section>
  );
}
