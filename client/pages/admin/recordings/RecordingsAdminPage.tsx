import { useId, useRef, useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { courses } from '../../../content/courses';
import { vedanticTexts } from '../../../content/vedantic-texts';
import { errorText } from '../../../lib/api';
import { useHydrated } from '../../../lib/use-hydrated';
import { clock, fileLabel, type RecordingItem } from '../../recordings/recordings-data';
import { AdminError, AdminLayout } from '../AdminLayout';
import { adminApi } from '../access';
import { Outcome } from '../Outcome';
import { useAdminAction, type ActionOutcome } from '../use-admin-action';
import { chaptersToText, textToChapters } from './chapters-text';

type RecordingsAdminData =
  { ok: true; data: { recordings: RecordingItem[] } } | { ok: false; message: string };

export function recordingsAdminLoader(args: LoaderFunctionArgs): Promise<RecordingsAdminData> {
  return adminApi(args, '/api/admin/recordings');
}

/** The catalogue's courses and texts, offered as series names (any other name can be typed). */
const SERIES = [...courses.map((c) => c.title), ...vedanticTexts.map((t) => t.title)];

const STYLE = `
.rec-admin-form { display: grid; gap: var(--space-4); max-width: 44rem; margin-bottom: var(--space-8); }
.rec-admin-form textarea { min-height: 6rem; }
.rec-admin-progress { width: 100%; height: 1rem; }
.rec-admin-list { display: grid; gap: var(--space-4); list-style: none; padding: 0; }
.rec-admin-item { align-items: stretch; }
.rec-admin-item h3 { margin: 0 0 var(--space-1); font-size: var(--text-lg); }
.rec-admin-item details { margin-top: var(--space-3); }
.rec-admin-item summary { cursor: pointer; font-weight: 600; }
.rec-admin-meta { color: var(--ink-soft); font-size: var(--text-sm); margin: 0; }
`;

interface UploadState {
  /** 0 to 1 while the file is sent; undefined when no upload is running. */
  progress?: number;
  outcome: ActionOutcome | null;
}

/** Sends the form as multipart with XMLHttpRequest, the one browser API that reports upload progress. */
function send(form: FormData, onProgress: (part: number) => void) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/recordings');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        // A body that is not JSON is reported by its status alone.
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => resolve({ status: 0, body: {} });
    xhr.send(form);
  });
}

function UploadForm() {
  const id = useId();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [state, setState] = useState<UploadState>({ outcome: null });
  const busy = state.progress !== undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (file instanceof File && !file.size) form.delete('file');
    setState({ progress: 0, outcome: null });
    const answer = await send(form, (progress) => setState({ progress, outcome: null }));
    if (answer.status === 201) {
      formRef.current?.reset();
      setState({ outcome: { kind: 'success', text: 'The recording is published.' } });
      navigate('/admin/recordings', { replace: true, preventScrollReset: true });
      return;
    }
    const text =
      answer.status === 0
        ? 'The server could not be reached. Please try again.'
        : errorText(
            { kind: 'error', ok: false, status: answer.status, data: answer.body },
            'message',
            'The recording could not be stored. Please try again.',
            'The server could not be reached. Please try again.',
          );
    setState({ outcome: { kind: 'error', text } });
  }

  return (
    <form ref={formRef} className="rec-admin-form" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="admin-subtitle">
        Add a recording
      </h2>
      <div className="admin-field">
        <label htmlFor={`${id}-file`}>Audio file (MP3, M4A or Opus, up to 300 MB)</label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept="audio/mpeg,audio/mp4,audio/ogg,.mp3,.m4a,.opus"
        />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-url`}>Or a link to a video (https)</label>
        <input id={`${id}-url`} name="url" type="url" maxLength={2000} placeholder="https://" />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input id={`${id}-title`} name="title" required maxLength={200} />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-speaker`}>Speaker</label>
        <input id={`${id}-speaker`} name="speaker" maxLength={120} />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-date`}>Date of the talk</label>
        <input id={`${id}-date`} name="recordedOn" type="date" />
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-series`}>Series (a course or a text, or any name)</label>
        <input id={`${id}-series`} name="series" maxLength={200} list={`${id}-series-list`} />
        <datalist id={`${id}-series-list`}>
          {SERIES.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea id={`${id}-description`} name="description" maxLength={4000} />
      </div>
      {busy ? (
        <div className="admin-field">
          <label htmlFor={`${id}-progress`}>Sending</label>
          <progress
            id={`${id}-progress`}
            className="rec-admin-progress"
            max={1}
            value={state.progress}
          />
        </div>
      ) : null}
      <Outcome outcome={state.outcome} />
      <p>
        <button type="submit" className="btn btn-primary" disabled={!hydrated || busy}>
          {busy ? 'Sending…' : 'Publish the recording'}
        </button>
      </p>
    </form>
  );
}

function EditRecording({ item }: { item: RecordingItem }) {
  const id = useId();
  const { pending, outcome, run, prompt } = useAdminAction();
  const [chaptersError, setChaptersError] = useState<string | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '');
    const body: Record<string, unknown> = {
      title: value('title'),
      speaker: value('speaker'),
      recordedOn: value('recordedOn'),
      series: value('series'),
      description: value('description'),
    };
    if (item.kind === 'audio') {
      const parsed = textToChapters(value('chapters'));
      if ('error' in parsed) {
        setChaptersError(parsed.error);
        return;
      }
      setChaptersError(null);
      body.chapters = parsed.chapters;
    }
    await run(`/api/admin/recordings/${item.id}`, { method: 'PATCH', body }, () => 'Saved.');
  }

  async function remove() {
    if (!window.confirm(`Delete “${item.title}” and its audio? This cannot be undone.`)) return;
    await run(`/api/admin/recordings/${item.id}`, { method: 'DELETE' }, () => 'Deleted.');
  }

  return (
    <details>
      <summary>Edit or delete</summary>
      <form className="rec-admin-form" onSubmit={save}>
        <div className="admin-field">
          <label htmlFor={`${id}-title`}>Title</label>
          <input
            id={`${id}-title`}
            name="title"
            required
            maxLength={200}
            defaultValue={item.title}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-speaker`}>Speaker</label>
          <input
            id={`${id}-speaker`}
            name="speaker"
            maxLength={120}
            defaultValue={item.speaker ?? ''}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-date`}>Date of the talk</label>
          <input
            id={`${id}-date`}
            name="recordedOn"
            type="date"
            defaultValue={item.recordedOn ?? ''}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-series`}>Series</label>
          <input
            id={`${id}-series`}
            name="series"
            maxLength={200}
            defaultValue={item.series ?? ''}
          />
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-description`}>Description</label>
          <textarea
            id={`${id}-description`}
            name="description"
            maxLength={4000}
            defaultValue={item.description ?? ''}
          />
        </div>
        {item.kind === 'audio' ? (
          <div className="admin-field">
            <label htmlFor={`${id}-chapters`}>Chapters, one a line: “12:34 Title”</label>
            <textarea
              id={`${id}-chapters`}
              name="chapters"
              defaultValue={chaptersToText(item.chapters)}
              aria-describedby={chaptersError ? `${id}-chapters-error` : undefined}
            />
            {chaptersError ? (
              <p id={`${id}-chapters-error`} className="notice notice-error" role="alert">
                {chaptersError}
              </p>
            ) : null}
          </div>
        ) : null}
        <Outcome outcome={outcome} />
        <div className="admin-actions">
          <button type="submit" className="btn btn-primary" disabled={pending}>
            Save
          </button>
          <button type="button" className="btn btn-outline" disabled={pending} onClick={remove}>
            Delete
          </button>
        </div>
      </form>
      {prompt}
    </details>
  );
}

/** /admin/recordings: upload talks or link videos; edit their details and chapters; delete. */
export function RecordingsAdminPage() {
  const result = useLoaderData<RecordingsAdminData>();
  return (
    <AdminLayout
      title="Recordings"
      intro={
        <p>
          Talks published here appear on <a href="/resources/recordings">Lectures &amp; Talks</a>{' '}
          and in its podcast feed at once.
        </p>
      }
    >
      {/* A style element in the body must be the first child of its parent. */}
      <div>
        <style>{STYLE}</style>
        <UploadForm />
        <h2 className="admin-subtitle">Published recordings</h2>
        {!result.ok ? (
          <AdminError message={result.message} />
        ) : result.data.recordings.length ? (
          <ul className="rec-admin-list">
            {result.data.recordings.map((item) => (
              <li key={item.id} className="card rec-admin-item">
                <h3>{item.title}</h3>
                <p className="rec-admin-meta">
                  {[
                    item.series,
                    item.speaker,
                    item.recordedOn,
                    item.kind === 'audio'
                      ? `${clock(item.durationSeconds ?? 0)} · ${fileLabel(item)} · ${item.chapters.length} chapters`
                      : 'Video link',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <EditRecording item={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p>No recordings yet.</p>
        )}
      </div>
    </AdminLayout>
  );
}
