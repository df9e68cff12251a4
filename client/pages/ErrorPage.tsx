import { Link } from 'react-router';

/** Shown when a page fails to render for an unexpected reason. */
export function ErrorPage() {
  return (
    <section className="page-section status-page">
      <div className="container narrow center">
        <h1 className="page-title">Something went wrong</h1>
        <p className="lead">This page could not be shown just now. Please try again in a moment.</p>
        <div className="button-row center">
          <Link to="/" className="btn btn-primary">
            Back to Home
          </Link>
        </div>
      </div>
    </section>
  );
}
