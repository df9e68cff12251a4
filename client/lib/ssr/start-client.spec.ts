import { inlineCall, startClient, webFacesFirst, type StartWindow } from './start-client';

interface Added {
  tag: string;
  props: Record<string, string>;
}

/** A stand-in window that records what the script adds and runs timers when told. */
function fakeWindow(options: {
  visible?: boolean;
  paintEntries?: boolean;
  readyState?: DocumentReadyState;
  stored?: string | null;
  stylesheet?: string;
  rest?: string;
}) {
  const added: Added[] = [];
  const timers: { run: () => void; delay: number }[] = [];
  const frames: (() => void)[] = [];
  const observers: { callback: PerformanceObserverCallback; disconnected: boolean }[] = [];
  const fontLoads: string[] = [];
  const storage = new Map<string, string>(
    options.stored ? [['web-fonts', options.stored]] : undefined,
  );
  let onLoad: (() => void) | undefined;
  class Observer {
    static supportedEntryTypes = options.paintEntries === false ? [] : ['paint'];
    readonly record: { callback: PerformanceObserverCallback; disconnected: boolean };
    constructor(callback: PerformanceObserverCallback) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe(): void {}
    disconnect(): void {
      this.record.disconnected = true;
    }
  }
  const win = {
    document: {
      readyState: options.readyState ?? 'interactive',
      visibilityState: options.visible === false ? 'hidden' : 'visible',
      createElement: (tag: string) => ({ tag }),
      head: {
        appendChild: (element: { tag: string } & Record<string, string>) => {
          const { tag, ...props } = element;
          added.push({ tag, props });
          return element;
        },
      },
      body: { textContent: 'Ātma-bodha' },
      fonts: {
        load: (font: string) => {
          fontLoads.push(font);
          return Promise.resolve([]);
        },
      },
    },
    __APP__: {
      assets: {
        entry: '/assets/entry.js',
        preload: ['/assets/a.js', '/assets/b.js'],
        ...(options.stylesheet ? { stylesheet: options.stylesheet } : {}),
        ...(options.rest ? { rest: options.rest } : {}),
      },
    },
    PerformanceObserver: Observer,
    localStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, delay = 0) => timers.push({ run, delay }),
    addEventListener: (_type: 'load', listener: () => void) => {
      onLoad = listener;
    },
  } as unknown as StartWindow;
  return {
    win,
    added,
    storage,
    fontLoads,
    observers,
    frames,
    /** Runs the timers due within `upTo` ms (and those they set), as the event loop would. */
    runTimers(upTo = 0) {
      for (let i = 0; i < timers.length; i++) {
        if (timers[i].delay <= upTo) {
          const [timer] = timers.splice(i, 1);
          i = -1;
          timer.run();
        }
      }
    },
    /** Runs the first timer due at once, as one task; false when there is none. */
    runNext() {
      const index = timers.findIndex((timer) => timer.delay === 0);
      if (index === -1) return false;
      timers.splice(index, 1)[0].run();
      return true;
    },
    load: () => onLoad?.(),
    paint(name = 'first-contentful-paint') {
      for (const observer of observers) {
        const list = {
          getEntriesByName: (entry: string) => (entry === name ? [{ name }] : []),
        } as unknown as PerformanceObserverEntryList;
        observer.callback(list, {
          disconnect: () => (observer.disconnected = true),
        } as unknown as PerformanceObserver);
      }
    },
  };
}

describe('startClient (the inline start script)', () => {
  it('waits for the first contentful paint, then preloads every chunk and adds the entry', () => {
    const page = fakeWindow({});
    startClient(page.win);
    page.runTimers();
    expect(page.added).toEqual([]);
    page.paint('first-paint');
    page.runTimers();
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.observers[0].disconnected).toBe(true);
    page.runTimers();
    expect(page.added).toEqual([
      { tag: 'link', props: { rel: 'modulepreload', href: '/assets/a.js' } },
      { tag: 'link', props: { rel: 'modulepreload', href: '/assets/b.js' } },
      { tag: 'script', props: { type: 'module', src: '/assets/entry.js' } },
    ]);
    // The three-second fallback finds the client started and adds nothing more.
    page.runTimers(3000);
    expect(page.added).toHaveLength(3);
  });

  it('adds each module preload and the entry in a task of its own, the entry last', () => {
    const page = fakeWindow({ stylesheet: '/assets/app.css', rest: '/styles/rest.css' });
    startClient(page.win);
    page.paint();
    const addedPerTask: number[] = [];
    let before = 0;
    while (page.runNext()) {
      addedPerTask.push(page.added.length - before);
      before = page.added.length;
    }
    // The rest of the sheet in the first task; then one chunk per task.
    expect(addedPerTask.filter((count) => count > 0)).toEqual([1, 1, 1, 1]);
    expect(page.added.map(({ props }) => props.href ?? props.src)).toEqual([
      '/styles/rest.css',
      '/assets/a.js',
      '/assets/b.js',
      '/assets/entry.js',
    ]);
  });

  it('starts after three seconds when no paint is reported', () => {
    const page = fakeWindow({});
    startClient(page.win);
    page.runTimers(3000);
    expect(page.added.at(-1)).toEqual({
      tag: 'script',
      props: { type: 'module', src: '/assets/entry.js' },
    });
  });

  it('starts at once in a hidden tab, and after two frames where paints are not reported', () => {
    const hidden = fakeWindow({ visible: false });
    startClient(hidden.win);
    hidden.runTimers();
    expect(hidden.added).toHaveLength(3);

    const old = fakeWindow({ paintEntries: false });
    startClient(old.win);
    old.frames.shift()!();
    old.runTimers();
    expect(old.added).toEqual([]);
    old.frames.shift()!();
    old.runTimers();
    expect(old.added).toHaveLength(3);
  });

  it('links the rest of the sheet after the paint where the page inlined only its own rules', () => {
    const page = fakeWindow({ stylesheet: '/assets/app.css', rest: '/styles/app/AQ.css' });
    startClient(page.win);
    page.runTimers();
    expect(page.added).toEqual([]);
    page.paint();
    page.runTimers();
    expect(page.added[0]).toMatchObject({
      tag: 'link',
      props: { rel: 'stylesheet', href: '/styles/app/AQ.css' },
    });
    expect(page.added.at(-1)?.tag).toBe('script');
    expect(page.added.filter(({ props }) => props.href === '/assets/app.css')).toEqual([]);
  });

  it('links the whole sheet when the rest cannot be had', () => {
    const page = fakeWindow({ stylesheet: '/assets/app.css', rest: '/styles/app/AQ.css' });
    startClient(page.win);
    page.paint();
    page.runTimers();
    const onerror = page.added[0].props.onerror as unknown as () => void;
    onerror();
    expect(page.added.at(-1)).toEqual({
      tag: 'link',
      props: { rel: 'stylesheet', href: '/assets/app.css' },
    });
  });

  it("loads the page's web faces once the page has loaded, and remembers them", async () => {
    const page = fakeWindow({});
    startClient(page.win);
    page.paint();
    page.runTimers();
    expect(page.fontLoads).toEqual([]);
    page.load();
    page.runTimers();
    expect(page.fontLoads).toEqual(['1em Inter', '1em "Source Serif"']);
    await Promise.resolve();
    await Promise.resolve();
    expect(page.storage.get('web-fonts')).toBe('1');
  });
});

describe('webFacesFirst', () => {
  it('adds the web-fonts meta only when an earlier page loaded the faces', () => {
    const fresh = fakeWindow({});
    webFacesFirst(fresh.win);
    expect(fresh.added).toEqual([]);
    const returning = fakeWindow({ stored: '1' });
    webFacesFirst(returning.win);
    expect(returning.added).toEqual([{ tag: 'meta', props: { name: 'web-fonts' } }]);
  });
});

describe('inlineCall', () => {
  it('is the function itself, called on window, and runs with nothing else in scope', () => {
    const source = inlineCall(webFacesFirst);
    expect(source).toMatch(/^\(function webFacesFirst\(/);
    expect(source.endsWith(')(window);')).toBe(true);
    const returning = fakeWindow({ stored: '1' });
    new Function('window', source)(returning.win);
    expect(returning.added).toEqual([{ tag: 'meta', props: { name: 'web-fonts' } }]);

    const hidden = fakeWindow({ visible: false });
    new Function('window', inlineCall(startClient))(hidden.win);
    hidden.runTimers();
    expect(hidden.added).toHaveLength(3);
  });
});
