import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated';
import { AdminError, AdminLayout } from '../AdminLayout';
import { Outcome } from '../Outcome';
import { useAdminAction } from '../use-admin-action';
import styles from './media-admin.css?inline';
import { uploadPhoto } from './upload';
import {
  thumbnail,
  type LibraryAlbum,
  type LibraryPhoto,
  type MediaAdminData,
} from './media-admin-data';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 20 * 1024 * 1024;
const NEW_ALBUM = 'new';

interface Pending {
  key: string;
  file: File;
  /** A small data: URL (the CSP allows no blob: images), made in the browser once it is read. */
  preview?: string;
  alt: string;
  caption: string;
  /** 0 to 1 while it is sent. */
  progress?: number;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  message?: string;
}

/** A 320-pixel-wide JPEG of the chosen file, as a data: URL; undefined if it cannot be read. */
async function previewOf(file: File): Promise<string | undefined> {
  try {
    const bitmap = await createImageBitmap(file, { resizeWidth: 320, resizeQuality: 'medium' });
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.7);
  } catch {
    return undefined;
  }
}

const sizeLabel = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Drop or choose several photographs, give each its alt text, send them with a progress bar each. */
function Uploader({ albums }: { albums: LibraryAlbum[] }) {
  const id = useId();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [queue, setQueue] = useState<Pending[]>([]);
  const [over, setOver] = useState(false);
  const [album, setAlbum] = useState(albums[0]?.id ?? '');
  const [newAlbum, setNewAlbum] = useState('');
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  function add(files: FileList | null) {
    if (!files) return;
    const chosen = [...files].map((file, n): Pending => ({
      key: `${Date.now()}-${n}-${file.name}`,
      file,
      alt: '',
      caption: '',
      state: 'waiting',
      // The server checks the bytes; this only spares sending what it will refuse anyway.
      ...(file.size > MAX_BYTES
        ? { state: 'failed', message: 'The photograph is larger than 20 MB.' }
        : !TYPES.includes(file.type)
          ? { state: 'failed', message: 'Only JPEG, PNG and WebP photographs can be uploaded.' }
          : {}),
    }));
    setQueue((now) => [...now.filter((p) => p.state !== 'done'), ...chosen]);
    for (const p of chosen) {
      if (p.state === 'waiting')
        void previewOf(p.file).then((preview) => update(p.key, { preview }));
    }
    if (input.current) input.current.value = '';
  }

  const update = (key: string, change: Partial<Pending>) =>
    setQueue((now) => now.map((p) => (p.key === key ? { ...p, ...change } : p)));

  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    add(event.dataTransfer.files);
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    const albumField = album === NEW_ALBUM ? newAlbum.trim() : album;
    const todo = queue.filter((p) => p.state === 'waiting' || p.state === 'failed');
    if (todo.some((p) => !p.alt.trim())) {
      setNote('Each photograph needs its alt text: describe it for someone who cannot see it.');
      return;
    }
    setNote(null);
    setBusy(true);
    let stored = 0;
    for (const pending of todo) {
      if (pending.file.size > MAX_BYTES || !TYPES.includes(pending.file.type)) continue;
      const form = new FormData();
      form.append('alt', pending.alt.trim());
      if (pending.caption.trim()) form.append('caption', pending.caption.trim());
      if (albumField) form.append('album', albumField);
      form.append('file', pending.file);
      update(pending.key, { state: 'sending', progress: 0, message: undefined });
      const answer = await uploadPhoto(form, (progress) => update(pending.key, { progress }));
      if (answer.status === 201) {
        stored++;
        update(pending.key, { state: 'done', progress: 1, message: 'Uploaded.' });
      } else {
        update(pending.key, {
          state: 'failed',
          progress: undefined,
          message:
            answer.status === 0
              ? 'The server could not be reached. Please try again.'
              : (answer.body.message ?? 'The photograph could not be stored. Please try again.'),
        });
      }
    }
    setBusy(false);
    if (stored) {
      setNote(`${stored} ${stored === 1 ? 'photograph' : 'photographs'} uploaded.`);
      navigate('/admin/media', { replace: true, preventScrollReset: true });
    }
  }

  return (
    <form className="admin-form" onSubmit={send} aria-labelledby={`${id}-h`} noValidate>
      <h2 id={`${id}-h`} className="admin-subtitle">
        Upload photographs
      </h2>
      <label
        className={`media-drop${over ? ' media-drop-active' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <span>
          Drop photographs here, or choose them (JPEG, PNG or WebP, up to 20 MB each; several at
          once)
        </span>
        <input
          ref={input}
          type="file"
          name="files"
          multiple
          accept={TYPES.join(',')}
          onChange={(event) => add(event.currentTarget.files)}
          disabled={!hydrated}
        />
      </label>
      {queue.length ? (
        <>
          <div className="admin-field">
            <label htmlFor={`${id}-album`}>Album</label>
            <select
              id={`${id}-album`}
              value={album}
              onChange={(event) => setAlbum(event.currentTarget.value)}
            >
              <option value="">No album (the library only, e.g. for an article’s cover)</option>
              {albums.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.title}
                </option>
              ))}
              <option value={NEW_ALBUM}>A new album…</option>
            </select>
          </div>
          {album === NEW_ALBUM ? (
            <div className="admin-field">
              <label htmlFor={`${id}-new`}>New album’s title</label>
              <input
                id={`${id}-new`}
                value={newAlbum}
                maxLength={120}
                required
                onChange={(event) => setNewAlbum(event.currentTarget.value)}
              />
            </div>
          ) : null}
          <ul className="media-queue" aria-label="Photographs to upload">
            {queue.map((p, n) => (
              <li key={p.key} className="card media-item">
                {p.preview ? <img src={p.preview} alt="" /> : null}
                <p className="media-meta">
                  {p.file.name} · {sizeLabel(p.file.size)}
                </p>
                <div className="admin-field">
                  <label htmlFor={`${id}-alt-${n}`}>Alt text (required)</label>
                  <input
                    id={`${id}-alt-${n}`}
                    value={p.alt}
                    maxLength={300}
                    required
                    aria-invalid={note !== null && !p.alt.trim() ? true : undefined}
                    disabled={p.state === 'done' || p.state === 'sending'}
                    onChange={(event) => update(p.key, { alt: event.currentTarget.value })}
                  />
                </div>
                <div className="admin-field">
                  <label htmlFor={`${id}-caption-${n}`}>Caption</label>
                  <input
                    id={`${id}-caption-${n}`}
                    value={p.caption}
                    maxLength={1000}
                    disabled={p.state === 'done' || p.state === 'sending'}
                    onChange={(event) => update(p.key, { caption: event.currentTarget.value })}
                  />
                </div>
                {p.progress !== undefined ? (
                  <progress max={1} value={p.progress} aria-label={`Sending ${p.file.name}`} />
                ) : null}
                {p.message ? (
                  <p
                    className={`notice ${p.state === 'failed' ? 'notice-error' : 'notice-success'}`}
                    role={p.state === 'failed' ? 'alert' : 'status'}
                  >
                    {p.message}
                  </p>
                ) : null}
                {p.state !== 'sending' && p.state !== 'done' ? (
                  <button
                    type="button"
                    className="btn btn-outline"
                    onClick={() => setQueue((now) => now.filter((q) => q.key !== p.key))}
                  >
                    Remove from the list
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="notice-slot" role="status" aria-live="polite">
        {note ? <p className="notice">{note}</p> : null}
      </div>
      {queue.some((p) => p.state === 'waiting' || p.state === 'failed') ? (
        <p>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Uploading…' : 'Upload'}
          </button>
        </p>
      ) : null}
    </form>
  );
}

function NewAlbum() {
  const id = useId();
  const { pending, outcome, run } = useAdminAction();
  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const title = String(new FormData(form).get('title') ?? '');
    if (
      await run('/api/admin/media/albums', { method: 'POST', body: { title } }, () => 'Album made.')
    ) {
      form.reset();
    }
  }
  return (
    <form className="media-album-head" onSubmit={create}>
      <div className="admin-field">
        <label htmlFor={`${id}-title`}>New album</label>
        <input id={`${id}-title`} name="title" required maxLength={120} />
      </div>
      <button type="submit" className="btn btn-outline" disabled={pending}>
        Make the album
      </button>
      <Outcome outcome={outcome} />
    </form>
  );
}

function PhotoCard({
  photo,
  albums,
  album,
  order,
}: {
  photo: LibraryPhoto;
  albums: LibraryAlbum[];
  album?: LibraryAlbum;
  order?: string[];
}) {
  const id = useId();
  const { pending, outcome, run } = useAdminAction();
  const place = order ? order.indexOf(photo.id) : -1;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const albumId = String(form.get('albumId') ?? '');
    await run(
      `/api/admin/media/${photo.id}`,
      {
        method: 'PATCH',
        body: {
          alt: String(form.get('alt') ?? ''),
          caption: String(form.get('caption') ?? ''),
          albumId: albumId || null,
        },
      },
      () => 'Saved.',
    );
  }

  function moveBy(step: number) {
    if (!order || !album) return;
    const next = [...order];
    [next[place], next[place + step]] = [next[place + step], next[place]];
    void run(
      `/api/admin/media/albums/${album.id}`,
      { method: 'PATCH', body: { order: next } },
      () => 'Moved.',
    );
  }

  async function remove() {
    if (!window.confirm('Delete this photograph from the library and the gallery?')) return;
    await run(`/api/admin/media/${photo.id}`, { method: 'DELETE' }, () => 'Deleted.');
  }

  return (
    <li className="card media-item">
      <img
        src={thumbnail(photo)}
        alt={photo.alt}
        width={320}
        height={Math.round((320 * photo.height) / photo.width)}
        loading="lazy"
      />
      <p className="media-meta">
        {photo.width}×{photo.height}
        {album?.coverId === photo.id ? ' · the album’s cover' : ''}
      </p>
      <form onSubmit={save} className="media-item">
        <div className="admin-field">
          <label htmlFor={`${id}-alt`}>Alt text</label>
          <input id={`${id}-alt`} name="alt" required maxLength={300} defaultValue={photo.alt} />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-caption`}>Caption</label>
          <input
            id={`${id}-caption`}
            name="caption"
            maxLength={1000}
            defaultValue={photo.caption ?? ''}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-album`}>Album</label>
          <select id={`${id}-album`} name="albumId" defaultValue={photo.albumId ?? ''}>
            <option value="">No album</option>
            {albums.map((a) => (
              <option key={a.id} value={a.id}>
                {a.title}
              </option>
            ))}
          </select>
        </div>
        <div className="media-buttons">
          <button type="submit" className="btn btn-primary" disabled={pending}>
            Save
          </button>
          {album && order ? (
            <>
              <button
                type="button"
                className="btn btn-outline"
                disabled={pending || place <= 0}
                onClick={() => moveBy(-1)}
              >
                Earlier
              </button>
              <button
                type="button"
                className="btn btn-outline"
                disabled={pending || place >= order.length - 1}
                onClick={() => moveBy(1)}
              >
                Later
              </button>
              {album.coverId !== photo.id ? (
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={pending}
                  onClick={() =>
                    void run(
                      `/api/admin/media/albums/${album.id}`,
                      { method: 'PATCH', body: { coverId: photo.id } },
                      () => 'This is the album’s cover now.',
                    )
                  }
                >
                  Make it the cover
                </button>
              ) : null}
            </>
          ) : null}
          <button
            type="button"
            className="btn btn-outline admin-delete"
            disabled={pending}
            onClick={remove}
          >
            Delete
          </button>
        </div>
        <Outcome outcome={outcome} />
      </form>
    </li>
  );
}

function AlbumSection({
  album,
  photos,
  albums,
}: {
  album: LibraryAlbum;
  photos: LibraryPhoto[];
  albums: LibraryAlbum[];
}) {
  const id = useId();
  const { pending, outcome, run } = useAdminAction();
  const order = photos.map((p) => p.id);

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const title = String(new FormData(event.currentTarget).get('title') ?? '');
    await run(
      `/api/admin/media/albums/${album.id}`,
      { method: 'PATCH', body: { title } },
      () => 'Renamed.',
    );
  }

  async function remove() {
    if (!window.confirm(`Delete the album “${album.title}”? Its photographs stay in the library.`))
      return;
    await run(`/api/admin/media/albums/${album.id}`, { method: 'DELETE' }, () => 'Album deleted.');
  }

  return (
    <section className="media-album" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="admin-subtitle">
        {album.title}{' '}
        <span className="media-meta">
          ({album.count}, <a href={`/gallery/${album.slug}`}>/gallery/{album.slug}</a>)
        </span>
      </h2>
      <form className="media-album-head" onSubmit={rename}>
        <div className="admin-field">
          <label htmlFor={`${id}-title`}>Title</label>
          <input
            id={`${id}-title`}
            name="title"
            required
            maxLength={120}
            defaultValue={album.title}
          />
        </div>
        <button type="submit" className="btn btn-outline" disabled={pending}>
          Rename
        </button>
        <button
          type="button"
          className="btn btn-outline admin-delete"
          disabled={pending}
          onClick={remove}
        >
          Delete the album
        </button>
        <Outcome outcome={outcome} />
      </form>
      {photos.length ? (
        <ul className="media-library">
          {photos.map((photo) => (
            <PhotoCard key={photo.id} photo={photo} albums={albums} album={album} order={order} />
          ))}
        </ul>
      ) : (
        <p>No photographs in this album yet.</p>
      )}
    </section>
  );
}

/** /admin/media: upload photographs, keep albums (order, cover, titles), edit and delete. */
export function MediaAdminPage() {
  const result = useLoaderData<MediaAdminData>();
  return (
    <AdminLayout
      title="Photographs"
      intro={
        <p>
          Photographs in an album appear on the <a href="/gallery">Gallery</a> at once; any
          photograph can be an article’s cover. Location and camera details are removed on upload.
        </p>
      }
    >
      <style href="media-admin" precedence="default">
        {styles}
      </style>
      {!result.ok ? (
        <AdminError message={result.message} />
      ) : (
        <>
          <Uploader albums={result.data.albums} />
          <NewAlbum />
          {result.data.albums.map((album) => (
            <AlbumSection
              key={album.id}
              album={album}
              albums={result.data.albums}
              photos={result.data.items
                .filter((p) => p.albumId === album.id)
                .sort((a, b) => a.position - b.position)}
            />
          ))}
          <section className="media-album" aria-labelledby="media-loose">
            <h2 id="media-loose" className="admin-subtitle">
              Not in an album
            </h2>
            {result.data.items.some((p) => !p.albumId) ? (
              <ul className="media-library">
                {result.data.items
                  .filter((p) => !p.albumId)
                  .map((photo) => (
                    <PhotoCard key={photo.id} photo={photo} albums={result.data.albums} />
                  ))}
              </ul>
            ) : (
              <p>None.</p>
            )}
          </section>
        </>
      )}
    </AdminLayout>
  );
}
