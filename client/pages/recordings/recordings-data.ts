import type { Schema } from '../../lib/api-schema';
import { dateText, partsAt } from '../../lib/time';

/** A recording as GET /api/recordings lists it. */
export type RecordingItem = Schema<'RecordingView'>;

export const FEED_PATH = '/resources/recordings/feed.xml';

/** "1:05:09" or "12:04": a time into a recording, as players show it. */
export function clock(seconds: number): string {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** The ISO 8601 duration for <time datetime>, e.g. PT1H5M9S. */
export function isoDuration(seconds: number): string {
  const s = Math.floor(seconds);
  return `PT${Math.floor(s / 3600)}H${Math.floor((s % 3600) / 60)}M${s % 60}S`;
}

/** "1 h 5 min" or "12 min": the length of a talk in words. */
export function length(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const h = Math.floor(minutes / 60);
  return h ? `${h} h ${minutes % 60} min` : `${minutes} min`;
}

/** A day of the calendar (YYYY-MM-DD) as "10 July 2026", the same on the server and in any zone. */
export function day(iso: string): string {
  return dateText(partsAt(`${iso}T00:00:00Z`, 0));
}

const KINDS: Record<string, string> = {
  'audio/mpeg': 'MP3',
  'audio/mp4': 'M4A',
  'audio/ogg': 'Opus',
};

/** "MP3, 28 MB" (or "Opus, 96 kB") for the download link. */
export function fileLabel(item: RecordingItem): string {
  const kind = KINDS[item.contentType ?? ''] ?? 'audio';
  const bytes = item.byteLength ?? 0;
  if (bytes < 1024 * 1024) return `${kind}, ${Math.max(1, Math.round(bytes / 1024))} kB`;
  const mb = bytes / (1024 * 1024);
  return `${kind}, ${mb >= 10 ? Math.round(mb) : mb.toFixed(1)} MB`;
}

/** The recordings grouped by series, in the order the API gives (series A–Z, the rest last). */
export function bySeries(
  items: RecordingItem[],
): Array<{ series: string | null; items: RecordingItem[] }> {
  const groups: Array<{ series: string | null; items: RecordingItem[] }> = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.series === item.series) last.items.push(item);
    else groups.push({ series: item.series, items: [item] });
  }
  return groups;
}
