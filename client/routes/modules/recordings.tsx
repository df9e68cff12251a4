import { defineRouteModule } from '../../lib/route-kit';
import { publicApi } from '../../lib/public-api';
import { withBreadcrumbs } from '../../lib/structured-data';
import {
  RecordingsPage,
  recordingsCrumbs,
  type RecordingsData,
} from '../../pages/recordings/RecordingsPage';

export default defineRouteModule<RecordingsData>({
  Component: RecordingsPage,
  loader: async (args) => {
    const result = await publicApi(args, '/api/recordings');
    return { recordings: result.ok ? result.data.recordings : null };
  },
  head: ({ appUrl }) =>
    withBreadcrumbs(
      {
        title: 'Lectures & Talks - Pragya Trust',
        description:
          'Recorded talks of Pragya Trust, Varanasi, on Advaita Vedānta, the Upaniṣads and meditation: listen online or follow the podcast feed in any podcast app.',
      },
      appUrl,
      recordingsCrumbs,
    ),
});
