import { clock } from '../../recordings/recordings-data';

export interface Chapter {
  at: number;
  title: string;
}

/** The chapters as the admin edits them: one a line, "12:34 Title" (or "1:02:03 Title"). */
export function chaptersToText(chapters: Chapter[]): string {
  return chapters.map((c) => `${clock(c.at)} ${c.title}`).join('\n');
}

/** Reads the lines back; the sentence of the first line that is not "time title". */
export function textToChapters(text: string): { chapters: Chapter[] } | { error: string } {
  const chapters: Chapter[] = [];
  const lines = text.split('\n').map((line) => line.trim());
  for (const [index, line] of lines.entries()) {
    if (!line) continue;
    const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})\s+(.+)$/.exec(line);
    if (!match || Number(match[3]) > 59 || (match[1] !== undefined && Number(match[2]) > 59)) {
      return { error: `Line ${index + 1} should read like "12:34 Title of the chapter".` };
    }
    const [, hours, minutes, seconds, title] = match;
    chapters.push({
      at: Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds),
      title: title.trim(),
    });
  }
  return { chapters };
}
