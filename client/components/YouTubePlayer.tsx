import { useEffect, useRef, useState } from 'react';
import { Play } from 'lucide-react';
import { NewTabLink } from './NewTabLink';

const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The playlist id of a https://www.youtube.com/playlist?list=… link, or undefined. */
export function playlistId(playlistUrl: string): string | undefined {
  try {
    const id = new URL(playlistUrl).searchParams.get('list');
    return id && /^[\w-]+$/.test(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The privacy-enhanced embed address of a playlist (the CSP allows this origin only). */
export function playlistEmbedUrl(id: string, autoplay = false): string {
  return `${EMBED_ORIGIN}/embed/videoseries?list=${encodeURIComponent(id)}${autoplay ? '&autoplay=1' : ''}`;
}

/** Designed poster art: no thumbnail request, since playlists have no stable thumbnail URL. */
function PosterArt() {
  return (
    <svg
      className="video-poster-art"
      viewBox="0 0 640 360"
      width="640"
      height="360"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="video-poster-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b2545" />
          <stop offset="1" stopColor="#1d3f6e" />
        </linearGradient>
      </defs>
      <rect width="640" height="360" fill="url(#video-poster-bg)" />
      <g fill="none" stroke="#e85e00" strokeOpacity="0.35">
        <circle cx="540" cy="300" r="90" strokeWidth="2" />
        <circle cx="540" cy="300" r="150" strokeWidth="1.5" />
        <circle cx="540" cy="300" r="210" strokeWidth="1" />
        <circle cx="90" cy="40" r="70" strokeWidth="1.5" />
      </g>
      <g fill="#f4a259" fillOpacity="0.18">
        <circle cx="540" cy="300" r="40" />
      </g>
    </svg>
  );
}

/**
 * A course's recorded playlist (loaded as a chunk of its own through ./YouTubeEmbed). Until the visitor asks for it, only a poster button is shown:
 * no iframe, no request to a third party. The click swaps in the youtube-nocookie player.
 */
export function YouTubeEmbed({ playlistUrl, title }: { playlistUrl: string; title: string }) {
  const id = playlistId(playlistUrl);
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (!id) {
    return (
      <NewTabLink href={playlistUrl} className="btn btn-accent">
        Watch the playlist on YouTube
      </NewTabLink>
    );
  }

  return (
    <div className="video-frame">
      {playing ? (
        <iframe
          ref={frameRef}
          src={playlistEmbedUrl(id, true)}
          title={`${title}: course playlist`}
          width="640"
          height="360"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <button type="button" className="video-poster" onClick={() => setPlaying(true)}>
          <PosterArt />
          <span className="video-poster-content">
            <span className="video-poster-play" aria-hidden="true">
              <Play size={32} fill="currentColor" />
            </span>
            <span className="video-poster-title">Play the {title} playlist</span>
            <span className="video-poster-note">
              The player loads from YouTube (privacy-enhanced mode) when you click.
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
