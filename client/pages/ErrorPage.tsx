import { Link } from 'react-router';
import { useAppContext } from '../app-context';

/** Shown when a page fails to render for an unexpected reason. */
export function ErrorPage() {
  const { requestId } = useAppContext();
  return (
    <section className="page-section status-page">
      <div className="container narrow center">
        <h1 className="page-title">Something went wrong</h1>
        <p className="lead">This page could not be shown just now. Please try again in a moment.</p>
        {requestId ? (
          <p>
            If it keeps happening, write to us and quote reference <code>{requestId}</code>.
          </p>
        ) : null}
        <div className="button-row center">
          <Link to="/" className="btn btn-primary">
            Back to Home
          </Link>
        </div>
      </div>
    </section>
  );
}
