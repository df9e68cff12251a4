import type { ReactNode } from 'react';
import { ErrorBanner, StatusNotice } from '../../components/ErrorBanner';

/** A card of the dashboard's main column with its heading. */
export function DashSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="card dash-section" aria-labelledby={id}>
      <h2 id={id} className="dash-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One account setting: what it is, its controls, and the outcome of the last change. */
export function Setting({
  title,
  text,
  controls,
  children,
  notice,
  error,
}: {
  title: string;
  text: ReactNode;
  controls?: ReactNode;
  /** Shown under the row, e.g. a field the change needs. */
  children?: ReactNode;
  notice: string | null;
  error: string | null;
}) {
  return (
    <div className="dash-setting">
      <div className="dash-setting-row">
        <div>
          <h3 className="dash-setting-title">{title}</h3>
          <p className="dash-setting-text">{text}</p>
        </div>
        {controls ? <div className="dash-setting-controls">{controls}</div> : null}
      </div>
      {children}
      <StatusNotice message={notice} />
      <ErrorBanner message={error} />
    </div>
  );
}
