import { Link } from 'react-router';
import { ArrowRight, PenLine } from 'lucide-react';
import { blogContent } from '../content/screens/blog';
import { PageHero, type Crumb } from '../components/PageHero';
import { Paragraphs } from '../lib/text';

export const blogCrumbs: Crumb[] = [
  { label: 'Home', href: '/' },
  { label: 'Resources', href: '/resources' },
  { label: 'Blog', href: '/blog' },
];

/** The blog before its first article: an honest note, and where to go meanwhile. */
export function BlogPage() {
  return (
    <>
      <PageHero title={blogContent.title} subtitle={blogContent.subtitle} crumbs={blogCrumbs} />
      <div className="page-section">
        <div className="container narrow">
          <section className="card status-card" aria-labelledby="blog-status-heading">
            <PenLine aria-hidden="true" size={36} className="card-icon" />
            <h2 id="blog-status-heading" className="section-title">
              Articles Are Being Prepared
            </h2>
            <Paragraphs text={blogContent.intro} />
          </section>
          <ul className="card-grid card-grid-2 pointer-list">
            {blogContent.pointers.map((pointer) => (
              <li key={pointer.href} className="card">
                <p>{pointer.text}</p>
                <Link to={pointer.href} className="btn btn-primary">
                  {pointer.label} <ArrowRight aria-hidden="true" size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}
