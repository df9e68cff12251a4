import { Worker } from 'node:worker_threads';

/**
 * The weights of a cut: `variable` keeps every weight the site's and the articles' styles use
 * (body text, bold, headings); `regular` is the face at 400 alone, about half the bytes, which is
 * all text in a normal weight needs.
 */
export type FaceWeights = 'variable' | 'regular';

const WEIGHTS: Record<FaceWeights, { min: number; max: number } | number> = {
  variable: { min: 400, max: 800 },
  regular: 400,
};

/** A worker with nothing to cut for this long is stopped, and its memory given back. */
const IDLE_MS = 30_000;

/**
 * The worker's own source (plain CommonJS, run as given in both the built server and the tests).
 * harfbuzz cuts on the thread that calls it, 85–885 ms for a page's characters on this machine:
 * on the server's thread that would hold every other request as long.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const subsetFont = require(workerData.subsetFont);
const source = readFileSync(workerData.source);
parentPort.on('message', ({ id, characters, weights }) => {
  subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: { wght: weights } })
    .then((bytes) => parentPort.postMessage({ id, bytes }))
    .catch((error) => parentPort.postMessage({ id, error: String(error) }));
});
`;

interface Answer {
  id: number;
  bytes?: Uint8Array;
  error?: string;
}

interface Waiting {
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

/**
 * Cuts Noto Serif Devanagari to a set of characters in a worker thread, started on the first cut
 * and stopped when idle.
 */
export class FaceCutter {
  private worker?: Worker;
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();
  private idle?: NodeJS.Timeout;

  cut(characters: string, weights: FaceWeights = 'variable'): Promise<Buffer> {
    const worker = this.running();
    clearTimeout(this.idle);
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ id, characters, weights: WEIGHTS[weights] });
    });
  }

  async stop(): Promise<void> {
    clearTimeout(this.idle);
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        subsetFont: require.resolve('subset-font'),
        source:
          require.resolve('@fontsource-variable/noto-serif-devanagari/files/noto-serif-devanagari-devanagari-wght-normal.woff2'),
      },
    });
    // A cut in flight never keeps a stopping process alive.
    worker.unref();
    worker.on('message', (answer: Answer) => this.answered(answer));
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', () => fail(new Error('The font worker stopped.')));
    this.worker = worker;
    return worker;
  }

  private answered({ id, bytes, error }: Answer): void {
    const waiting = this.waiting.get(id);
    this.waiting.delete(id);
    if (error || !bytes) waiting?.reject(new Error(error ?? 'The font worker sent nothing.'));
    else waiting?.resolve(Buffer.from(bytes));
    if (this.waiting.size === 0) {
      this.idle = setTimeout(() => void this.stop(), IDLE_MS);
      this.idle.unref();
    }
  }
}
