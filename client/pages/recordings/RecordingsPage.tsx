import { Headphones, Rss } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { NewTabLink } from '../../components/NewTabLink';
import { PageHero, type Crumb } from '../../components/PageHero';
import { resourcesContent } from '../../content/screens/resources';
import { useHydrated } from '../../lib/use-hydrated';
import styles from './recordings.css?inline';
import {
  bySeries,
  clock,
  day,
  FEED_PATH,
  fileLabel,
  isoDuration,
  length,
  type RecordingItem,
} from './recordings-data';

export const recordingsCrumbs: Crumb[] = [
  { label: 'Home', href: '/' },
  { label: 'Resources', href: '/resources' },
  { label: 'Lectures & Talks', href: '/resources/recordings' },
];

export interface RecordingsData {
  /** null when the list could not be read (the page says so rather than "none yet"). */
  recordings: RecordingItem[] | null;
}

/**
 * Starts the talk at a chapter. With preload="none" the player knows nothing of the file yet: it
 * loads the metadata first, then seeks, so the position holds in every browser.
 */
function playFrom(id: string, at: number) {
  const audio = document.getElementById(`audio-${id}`) as HTMLAudioElement | null;
  if (!audio) return;
  const go = () => {
    audio.currentTime = at;
    void audio.play().catch(() => undefined);
  };
  if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) return go();
  audio.addEventListener('loadedmetadata', go, { once: true });
  audio.preload = 'metadata';
  audio.load();
}

function Chapters({ item }: { item: RecordingItem }) {
  const hydrated = useHydrated();
  if (!item.chapters.length) return null;
  const headingId = `chapters-${item.id}`;
  return (
    <div className="rec-chapters">
      <h4 id={headingId} className="rec-chapters-title">
        Chapters
      </h4>
      <ol aria-labelledby={headingId}>
        {item.chapters.map((chapter) => {
          const time = <time dateTime={isoDuration(chapter.at)}>{clock(chapter.at)}</time>;
          return (
            <li key={chapter.at}>
              {hydrated ? (
                <button
                  type="button"
                  className="rec-chapter"
                  onClick={() => playFrom(item.id, chapter.at)}
                >
                  {time}
                  <span>{chapter.title}</span>
                </button>
              ) : (
                <span className="rec-chapter">
                  {time}
                  <span>{chapter.title}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function Meta({ item }: { item: RecordingItem }) {
  const parts = [
    item.speaker && <span key="speaker">{item.speaker}</span>,
    item.recordedOn && (
      <time key="day" dateTime={item.recordedOn}>
        {day(item.recordedOn)}
      </time>
    ),
    item.durationSeconds !== null && (
      <time key="length" dateTime={isoDuration(item.durationSeconds)}>
        {length(item.durationSeconds)}
      </time>
    ),
  ].filter(Boolean);
  if (!parts.length) return null;
  return <p className="rec-meta">{parts}</p>;
}

function Recording({ item }: { item: RecordingItem }) {
  return (
    <article
      id={`recording-${item.id}`}
      className="card rec-item"
      aria-labelledby={`title-${item.id}`}
    >
      <h3 id={`title-${item.id}`} className="card-title">
        {item.title}
      </h3>
      <Meta item={item} />
      {item.description && <p className="rec-description">{item.description}</p>}
      {item.kind === 'audio' ? (
        <>
          <audio
            id={`audio-${item.id}`}
            className="rec-player"
            controls
            preload="none"
            src={item.url}
            aria-label={`Listen: ${item.title}`}
          >
            <a href={item.url}>Download the recording</a>
          </audio>
          <Chapters item={item} />
          <p className="rec-download">
            <a href={item.url} download>
              Download ({fileLabel(item)})
            </a>
          </p>
        </>
      ) : (
        <p>
          <NewTabLink href={item.url} className="btn btn-outline">
            Watch the video
          </NewTabLink>
        </p>
      )}
    </article>
  );
}

function Subscribe() {
  return (
    <aside className="rec-subscribe" aria-labelledby="subscribe-heading">
      <Rss aria-hidden="true" size={24} className="card-icon" />
      <div>
        <h2 id="subscribe-heading" className="rec-subscribe-title">
          Follow in a podcast app
        </h2>
        <p>
          Add the address of our feed to any podcast app to receive new talks as they are published:{' '}
          <a href={FEED_PATH}>{`podcast feed (RSS)`}</a>.
        </p>
      </div>
    </aside>
  );
}

function None({ failed }: { failed: boolean }) {
  const video = resourcesContent.lectures.video;
  return (
    <section className="card status-card" aria-labelledby="recordings-status-heading">
      <Headphones aria-hidden="true" size={36} className="card-icon" />
      <h2 id="recordings-status-heading" className="section-title">
        {failed ? 'The recordings could not be loaded' : 'No recordings here yet'}
      </h2>
      <p>
        {failed
          ? 'Please try again in a little while.'
          : 'The trust is preparing its recorded talks for this page. Until they are here, the lectures can be watched in our video playlist.'}
      </p>
      <NewTabLink href={video.href} className="btn btn-accent">
        {video.button}
      </NewTabLink>
    </section>
  );
}

/** /resources/recordings: the Audio Archives, talk by talk and series by series. */
export function RecordingsPage() {
  const { recordings } = useLoaderData() as RecordingsData;
  const groups = bySeries(recordings ?? []);
  return (
    <>
      <style>{styles}</style>
      <PageHero
        title="Lectures & Talks"
        subtitle="Talks on Vedānta, the Upaniṣads, meditation and the life of practice, to listen to at home or on the move."
        crumbs={recordingsCrumbs}
        back={{ label: 'Back to Resources', href: '/resources' }}
      />
      <div className="page-section">
        <div className="container narrow">
          {groups.length ? (
            <>
              <Subscribe />
              {groups.map((group, index) => (
                <section
                  key={group.series ?? ''}
                  className="rec-series"
                  aria-labelledby={`series-${index}`}
                >
                  <h2 id={`series-${index}`} className="section-title">
                    {group.series ?? 'Other talks'}
                  </h2>
                  <div className="rec-list">
                    {group.items.map((item) => (
                      <Recording key={item.id} item={item} />
                    ))}
                  </div>
                </section>
              ))}
            </>
          ) : (
            <None failed={recordings === null} />
          )}
          <p className="rec-back">
            <Link to="/resources">More study materials on the Resources page</Link>
          </p>
        </div>
      </div>
    </>
  );
}
