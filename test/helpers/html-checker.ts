import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One error the W3C Nu HTML Checker reports on a page. */
export interface HtmlError {
  page: string;
  line?: number;
  message: string;
  extract?: string;
}

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * What the checker reports against what the HTML standard allows: its schema (vnu-jar 26.9.27)
 * allows `blocking` on a link only for a stylesheet, while the standard allows it for
 * `rel="expect"` too (the link that holds a page's first paint until its content is parsed,
 * client/root.tsx).
 */
function behindTheStandard(m: NuMessage): boolean {
  return (
    m.message.startsWith('A “link” element with a “blocking” attribute must have a “rel”') &&
    (m.extract?.includes('<link rel="expect"') ?? false)
  );
}

/** The checker's jar, from the `vnu-jar` package (run on the machine's Java, never a downloaded one). */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/**
 * Checks every page with the W3C Nu HTML Checker in one Java process (the JVM's start and the
 * checker's schema loading cost about two seconds; one process per page would cost that per page).
 * `pages` maps a label (the page's address) to its HTML; the answer is every error, by label.
 * `--errors-only` leaves out the informational notes (such as the trailing slash React writes on
 * void elements) and the warnings.
 */
export async function checkHtml(pages: Map<string, string>): Promise<HtmlError[]> {
  const dir = mkdtempSync(join(tmpdir(), 'pragya-vnu-'));
  const labels = new Map<string, string>();
  try {
    [...pages].forEach(([label, html], index) => {
      const file = join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      labels.set(`page-${index}.html`, label);
    });
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        process.env.JAVA ?? 'java',
        ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', dir],
        { maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
        (error, _stdout, stderr) => (error ? reject(error) : resolve(stderr)),
      );
    });
    const { messages } = JSON.parse(output) as { messages: NuMessage[] };
    // Errors in a page, and any the checker had reading one (a file it could not read is not a pass).
    return messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .filter((m) => !behindTheStandard(m))
      .map((m) => ({
        page: labels.get(m.url?.split('/').pop() ?? '') ?? m.url ?? '(the checker)',
        line: m.lastLine,
        message: m.message,
        extract: m.extract,
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
