import { Podcast } from 'podcast';
import type { Recording } from './recording.entity';
import type { AudioType } from './audio-file';
import { audioUrl } from './recordings.service';

export const FEED_PATH = '/resources/recordings/feed.xml';
export const COVER_PATH = '/resources/recordings/cover.jpg';
export const PAGE_PATH = '/resources/recordings';

const DESCRIPTION =
  'Lectures and talks from Pragya Trust, Varanasi: Advaita Vedānta, the Upaniṣads and their ' +
  'commentaries, meditation and the life of practice.';

/** The talk's day as an instant for pubDate: noon in India, so no reader's zone moves the day. */
function published(r: Recording): Date {
  return r.recordedOn ? new Date(`${r.recordedOn}T12:00:00+05:30`) : r.createdAt;
}

function episodeText(r: Recording): string {
  const parts = [r.description ?? r.title];
  if (r.speaker) parts.push(`Speaker: ${r.speaker}.`);
  if (r.series) parts.push(`Series: ${r.series}.`);
  return parts.join('\n\n');
}

/**
 * The podcast RSS of the uploaded talks (videos elsewhere have no enclosure, so they are not
 * episodes): the iTunes tags Apple Podcasts and other apps require, each enclosure with its exact
 * length and detected type, and a guid that never changes (the recording's id).
 */
export function podcastFeed(appUrl: string, contactEmail: string, recordings: Recording[]): string {
  const site = appUrl.replace(/\/$/, '');
  const episodes = recordings
    .filter((r) => r.contentType && r.byteLength !== null)
    .sort((a, b) => published(b).getTime() - published(a).getTime());
  const feed = new Podcast({
    title: 'Pragya Trust: Lectures & Talks',
    description: DESCRIPTION,
    feedUrl: `${site}${FEED_PATH}`,
    siteUrl: `${site}${PAGE_PATH}`,
    imageUrl: `${site}${COVER_PATH}`,
    author: 'Pragya Trust',
    copyright: `© Pragya Trust, Varanasi`,
    language: 'en',
    pubDate: episodes[0] ? published(episodes[0]) : undefined,
    ttl: 60,
    itunesAuthor: 'Pragya Trust',
    itunesSummary: DESCRIPTION,
    itunesOwner: { name: 'Pragya Trust', email: contactEmail },
    itunesExplicit: false,
    itunesCategory: [{ text: 'Religion & Spirituality', subcats: [{ text: 'Hinduism' }] }],
    itunesImage: `${site}${COVER_PATH}`,
    itunesType: 'episodic',
  });
  for (const r of episodes) {
    const type = r.contentType as AudioType;
    feed.addItem({
      title: r.title,
      description: episodeText(r),
      url: `${site}${PAGE_PATH}#recording-${r.id}`,
      guid: `urn:uuid:${r.id}`,
      author: r.speaker ?? 'Pragya Trust',
      date: published(r),
      categories: r.series ? [r.series] : undefined,
      enclosure: {
        url: `${site}${audioUrl(r.id)}`,
        size: r.byteLength!,
        type,
      },
      itunesAuthor: r.speaker ?? 'Pragya Trust',
      itunesExplicit: false,
      itunesDuration: Math.round(r.durationSeconds ?? 0),
      itunesEpisodeType: 'full',
    });
  }
  return feed.buildXml({ indent: '  ' });
}
