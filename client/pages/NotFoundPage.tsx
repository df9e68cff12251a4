import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { notFoundViews } from '../lib/not-found';
import type { NotFoundKind } from '../lib/route-kit';

/** The not-found view of a family (course, text, class…) or of any unknown address. */
export function NotFoundPage({ kind }: { kind: NotFoundKind }) {
  const view = notFoundViews[kind];
  return (
    <section className="page-section status-page">
      <div className="container narrow center">
        <Compass aria-hidden="true" className="status-icon" size={48} />
        <h1 className="page-title">{view.title}</h1>
        <p className="lead">{view.text}</p>
        <div className="button-row center">
          <Link to={view.back.href} className="btn btn-primary">
            {view.back.label}
          </Link>
          {view.back.href !== '/' ? (
            <Link to="/" className="btn btn-outline">
              Back to Home
            </Link>
          ) : (
            <Link to="/contact" className="btn btn-outline">
              Contact Us
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
