import { useEffect, useRef, type TouchEvent } from 'react';
import type { Photo } from './gallery-data';
import { Picture } from './Picture';
import styles from './lightbox.css?inline';

interface LightboxProps {
  photos: Photo[];
  index: number;
  onMove: (index: number) => void;
  onClose: () => void;
}

/** How far a finger must travel sideways for a swipe to change the photograph. */
const SWIPE_PX = 40;

/**
 * One photograph at a time, as large as the screen allows, in a modal `<dialog>`: the browser
 * keeps focus inside it and closes it on Escape; the arrow keys and a swipe move through the
 * album. Whoever opened it gets focus back (AlbumPage). Without JavaScript none of this exists:
 * each photograph is then a link to its largest image.
 */
export function Lightbox({ photos, index, onMove, onClose }: LightboxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const touchX = useRef<number | null>(null);
  const photo = photos[index];
  const last = photos.length - 1;
  const move = (to: number) => onMove(Math.min(last, Math.max(0, to)));

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  function keyDown(event: React.KeyboardEvent) {
    if (event.key === 'ArrowRight') move(index + 1);
    else if (event.key === 'ArrowLeft') move(index - 1);
    else return;
    event.preventDefault();
  }

  function touchEnd(event: TouchEvent) {
    const start = touchX.current;
    touchX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    move(end < start ? index + 1 : index - 1);
  }

  return (
    <dialog
      ref={dialog}
      className="lightbox"
      aria-label={`Photograph ${index + 1} of ${photos.length}`}
      onClose={onClose}
      onKeyDown={keyDown}
      onTouchStart={(event) => (touchX.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={touchEnd}
    >
      <style>{styles}</style>
      <div className="lightbox-body">
        <div className="lightbox-bar">
          <p aria-live="polite">
            {index + 1} of {photos.length}
          </p>
          <button type="button" onClick={() => dialog.current?.close()} aria-label="Close">
            ✕
          </button>
        </div>
        <figure>
          <Picture key={photo.id} photo={photo} sizes="100vw" priority="eager" />
          {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
        </figure>
        <div className="lightbox-nav">
          <button type="button" onClick={() => move(index - 1)} disabled={index === 0}>
            ← Previous
          </button>
          <button type="button" onClick={() => move(index + 1)} disabled={index === last}>
            Next →
          </button>
        </div>
      </div>
    </dialog>
  );
}
