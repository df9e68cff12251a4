import { aboutContent } from '../../content/screens/about';
import { publicApi } from '../../lib/public-api';
import { defineRouteModule } from '../../lib/route-kit';
import { AboutPage, type AboutData } from '../../pages/AboutPage';

/** The album the media library seeds with the trust's photographs (src/media/media-seed.ts). */
const RIVER_ALBUM = 'morning-on-the-ganga';

export default defineRouteModule<AboutData>({
  Component: AboutPage,
  loader: async (args) => {
    const river = await publicApi(args, `/api/gallery/${RIVER_ALBUM}`);
    return { river: river.ok ? river.data : null };
  },
  head: () => aboutContent.meta,
});
