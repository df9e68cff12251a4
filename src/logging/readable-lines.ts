import { Writable } from 'node:stream';

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'LOG',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields shown in the line itself rather than as `key=value` after it. */
const OWN = new Set(['level', 'time', 'msg', 'context', 'pid', 'hostname']);

/**
 * Development and tests: each JSON entry as one plain line (`12:00:01 LOG [Contact] message
 * key=value`), so no pretty-printing package is needed. Production writes the JSON itself.
 */
export function readableLines(out: NodeJS.WritableStream = process.stdout): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) {
        if (!text) continue;
        let entry: Record<string, unknown>;
        try {
          entry = JSON.parse(text) as Record<string, unknown>;
        } catch {
          out.write(`${text}\n`);
          continue;
        }
        const time = new Date(Number(entry.time)).toISOString().slice(11, 19);
        const level = LEVELS[Number(entry.level)] ?? String(entry.level);
        const context = entry.context ? ` [${String(entry.context)}]` : '';
        const rest = Object.entries(entry)
          .filter(([key]) => !OWN.has(key))
          .map(
            ([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`,
          )
          .join(' ');
        out.write(
          `${time} ${level}${context} ${String(entry.msg ?? '')}${rest ? ` ${rest}` : ''}\n`,
        );
      }
      done();
    },
  });
}
