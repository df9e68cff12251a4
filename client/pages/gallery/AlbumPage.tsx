import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { useLoaderData } from 'react-router';
import { PageHero } from '../../components/PageHero';
import {
  GRID_SIZES,
  albumCrumbs,
  largestUrl,
  photoCount,
  type GalleryAlbumPage,
} from './gallery-data';
import { Picture } from './Picture';

// Loaded when a photograph is first opened: the album's own chunk stays small.
const Lightbox = lazy(() => import('./Lightbox').then((m) => ({ default: m.Lightbox })));

/**
 * Only the first photograph is fetched at once: on a phone it is the one in view, and two more
 * fetched beside it took the bandwidth its paint (the page's largest) waited for. The rest are
 * fetched as they near the screen.
 */
const EAGER = 1;

/** /gallery/{album}: the album's photographs in a grid; each opens in the lightbox. */
export function AlbumPage() {
  const { album, photos } = useLoaderData<GalleryAlbumPage>();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLAnchorElement | null>(null);

  function show(event: MouseEvent<HTMLAnchorElement>, index: number) {
    // A new tab or window, or a download: what the link is for without the lightbox.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    opener.current = event.currentTarget;
    setOpen(index);
  }

  function close() {
    setOpen(null);
    opener.current?.focus();
  }

  return (
    <>
      <PageHero
        title={album.title}
        subtitle={photoCount(photos.length)}
        crumbs={albumCrumbs(album)}
        back={{ label: 'All albums', href: '/gallery' }}
      />
      <div className="page-section">
        <div className="container">
          <ul className="photo-grid">
            {photos.map((photo, index) => (
              <li key={photo.id}>
                <figure>
                  <a
                    href={largestUrl(photo)}
                    onClick={(event) => show(event, index)}
                    aria-label={`Open photograph ${index + 1} of ${photos.length}: ${photo.alt}`}
                  >
                    <Picture
                      photo={photo}
                      sizes={GRID_SIZES}
                      priority={index === 0 ? 'high' : index < EAGER ? 'eager' : 'lazy'}
                    />
                  </a>
                  {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox photos={photos} index={open} onMove={setOpen} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
