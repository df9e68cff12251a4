import { galleryContent } from '../../content/screens/gallery';
import { publicApi } from '../../lib/public-api';
import { defineRouteModule, notFound } from '../../lib/route-kit';
import { withBreadcrumbs } from '../../lib/structured-data';
import {
  GalleryPage,
  galleryCrumbs,
  loadComingSoon,
  type GalleryData,
} from '../../pages/GalleryPage';
import {
  albumCrumbs,
  gridPreload,
  photoCount,
  type GalleryAlbumPage,
} from '../../pages/gallery/gallery-data';
import { deferred, renderEagerly } from '../../lib/deferred';
import { useParams } from 'react-router';

type Data = GalleryData | GalleryAlbumPage;

const loadAlbum = async () => (await import('../../pages/gallery/AlbumPage')).AlbumPage;

/**
 * An album's page is a chunk of its own, so /gallery's first load carries none of it: the server
 * renders it at once (the loader hands it over), the browser hydrates it when the chunk arrives.
 * Until then each photograph is the plain link it is without JavaScript.
 */
const AlbumPage = deferred('AlbumPage', loadAlbum);

/** /gallery (the albums) and /gallery/{album} (its photographs): one module, one chunk. */
export default defineRouteModule<Data>({
  Component: function Gallery() {
    return useParams().album ? <AlbumPage /> : <GalleryPage />;
  },
  loader: async (args) => {
    const slug = args.params.album;
    if (slug) {
      if (typeof document === 'undefined') renderEagerly({ AlbumPage: await loadAlbum() });
      const page = await publicApi(args, `/api/gallery/${encodeURIComponent(slug)}`);
      if (page.ok) return page.data;
      if (page.status === 404) notFound('page');
      throw new Error(`The album could not be read (${page.status}).`);
    }
    const result = await publicApi(args, '/api/gallery');
    // The gallery keeps its coming-soon text rather than failing when the library cannot be read.
    const albums = result.ok ? result.data.albums : [];
    if (!albums.length && typeof document === 'undefined') {
      renderEagerly({ GalleryComingSoon: await loadComingSoon() });
    }
    return { albums };
  },
  head: ({ appUrl, data }) => {
    if (data && 'album' in data) {
      const { album } = data;
      return withBreadcrumbs(
        {
          title: `${album.title} - Gallery - Pragya Trust`,
          description: `${album.title}: ${photoCount(album.count)} from Pragya Trust, Varanasi.`,
          image: album.cover?.shareUrl,
          preloadImage: gridPreload(data.photos[0]),
        },
        appUrl,
        albumCrumbs(album),
      );
    }
    const cover = data?.albums[0]?.cover;
    return withBreadcrumbs(
      cover
        ? {
            title: galleryContent.meta.title,
            description:
              'Photographs of Pragya Trust: practice by the Gaṅgā, the ghats of Varanasi, classes and gatherings, in albums.',
            image: cover.shareUrl,
            preloadImage: gridPreload(cover),
          }
        : galleryContent.meta,
      appUrl,
      galleryCrumbs,
    );
  },
});
