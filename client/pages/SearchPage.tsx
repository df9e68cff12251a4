import { useEffect, useId, useState } from 'react';
import {
  Form,
  Link,
  useLoaderData,
  useNavigate,
  useNavigation,
  type LoaderFunctionArgs,
} from 'react-router';
import { Highlighted } from '../components/search/Highlighted';
import { PageHero } from '../components/PageHero';
import { searchContent } from '../content/screens/search';
import { fetchResults, queryOf, type SearchAnswer } from '../search/query';

/** Typing pauses this long before the results follow (once the scripts run). */
const TYPING_PAUSE_MS = 250;

/**
 * /search?q=: on the server the index answers in-process, so the page works without JavaScript;
 * in the browser the loader asks GET /api/search.
 */
export async function searchLoader({ request }: LoaderFunctionArgs): Promise<SearchAnswer> {
  const query = queryOf(request.url);
  if (import.meta.env.SSR) {
    const { searchSite } = await import('../search/site-search');
    return { query, results: query ? searchSite(query) : [] };
  }
  return fetchResults(query, request.signal);
}

function Results({ answer }: { answer: SearchAnswer }) {
  const { query, results, problem } = answer;
  if (problem) return <p role="alert">{problem}</p>;
  if (!query) return <p className="search-hint">{searchContent.empty}</p>;
  if (results.length === 0) {
    return (
      <div className="search-none">
        <p>
          Nothing on the site matches “{query}”. {searchContent.none}
        </p>
        <p>
          <Link to="/glossary">Glossary</Link> · <Link to="/reading-path">Reading path</Link> ·{' '}
          <Link to="/courses">Courses</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="search-count">
        {results.length === 1 ? 'One page' : `${results.length} pages`} for “{query}”
      </p>
      <ol className="search-results">
        {results.map((result) => (
          <li key={result.url} className="search-result">
            <h2 className="search-result-title">
              <Link to={result.url}>{result.title}</Link>
            </h2>
            {result.section ? (
              <p className="search-result-section">
                {result.anchor ? (
                  <Link to={`${result.url}#${result.anchor}`}>{result.section}</Link>
                ) : (
                  result.section
                )}
              </p>
            ) : null}
            <p className="search-result-snippet">
              <Highlighted result={result} />
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The search page: a form (a plain GET before the scripts run), then the results as links. */
export function SearchPage() {
  const answer = useLoaderData<SearchAnswer>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const inputId = useId();
  const [typed, setTyped] = useState(answer.query);
  const [shownQuery, setShownQuery] = useState(answer.query);
  // The address changed by other means (a header search, back): the box follows.
  if (shownQuery !== answer.query) {
    setShownQuery(answer.query);
    setTyped(answer.query);
  }

  useEffect(() => {
    const query = typed.trim();
    if (query === answer.query) return;
    const timer = setTimeout(
      () => navigate(`/search?q=${encodeURIComponent(query)}`, { replace: true }),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, answer.query, navigate]);

  return (
    <>
      <PageHero title={searchContent.title} subtitle={searchContent.subtitle} />
      <section className="page-section">
        <div className="container narrow">
          <Form method="get" action="/search" role="search" className="search-form">
            <label htmlFor={inputId} className="search-label">
              {searchContent.label}
            </label>
            <div className="search-row">
              <input
                id={inputId}
                type="search"
                name="q"
                value={typed}
                maxLength={200}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => setTyped(event.target.value)}
              />
              <button type="submit" className="btn btn-primary">
                Search
              </button>
            </div>
          </Form>
          <div aria-live="polite" aria-busy={navigation.state === 'loading'}>
            <Results answer={answer} />
          </div>
        </div>
      </section>
    </>
  );
}
