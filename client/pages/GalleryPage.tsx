import { Link, useLoaderData } from 'react-router';
import { galleryContent } from '../content/screens/gallery';
import { deferred } from '../lib/deferred';
import { PageHero, type Crumb } from '../components/PageHero';
import { GRID_SIZES, photoCount, type GalleryAlbum } from './gallery/gallery-data';
import { Picture } from './gallery/Picture';

export const loadComingSoon = async () =>
  (await import('./gallery/GalleryComingSoon')).GalleryComingSoon;

/**
 * The coming-soon card and drawings, shown only until the first album: a chunk of its own, so the
 * gallery's first load carries its photographs' code alone (the route's loader hands it to the
 * server's render when there is no album).
 */
const GalleryComingSoon = deferred('GalleryComingSoon', loadComingSoon);

export interface GalleryData {
  albums: GalleryAlbum[];
}

export const galleryCrumbs: Crumb[] = [
  { label: 'Home', href: '/' },
  { label: 'Gallery', href: '/gallery' },
];

function Albums({ albums }: GalleryData) {
  const { share } = galleryContent;
  return (
    <div className="page-section">
      <div className="container">
        <ul className="album-list">
          {albums.map((album, index) => (
            <li key={album.id} className="album-card">
              <Link to={`/gallery/${album.slug}`}>
                {album.cover ? (
                  <Picture
                    photo={album.cover}
                    sizes={GRID_SIZES}
                    priority={index === 0 ? 'high' : index < 3 ? 'eager' : 'lazy'}
                  />
                ) : null}
                <h2>{album.title}</h2>
                <p>{photoCount(album.count)}</p>
              </Link>
            </li>
          ))}
        </ul>
        <p className="gallery-share">
          {share.text} <Link to={share.button.href}>{share.button.label}</Link>
        </p>
      </div>
    </div>
  );
}

/**
 * /gallery: the albums the trust has published, each with its cover; until there is one, the
 * themes to come and designed tiles in their place.
 */
export function GalleryPage() {
  const { albums } = useLoaderData<GalleryData>() ?? { albums: [] };
  return (
    <>
      <PageHero
        title={galleryContent.title}
        subtitle={galleryContent.subtitle}
        crumbs={galleryCrumbs}
        back={{ label: 'Back to Home', href: '/' }}
      />
      {albums.length ? <Albums albums={albums} /> : <GalleryComingSoon />}
    </>
  );
}
