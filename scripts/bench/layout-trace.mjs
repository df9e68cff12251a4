// `npm run bench:layout`: what a page's first load costs the main thread, as served and with its
// HTML changed in named ways, to find which part of a page makes style and layout slow. Each load
// is a new Chromium (a first visit: nothing cached), a phone's viewport and CPU throttled four
// times as Lighthouse's mobile preset; the trace's renderer events give the longest style
// recalculation and layout and the blocking time (tasks over 50 ms), the restyle that follows the
// stylesheet the start script links after the paint (how long, how many elements), the start
// script's longest timer task, and V8's compiling on the page's thread and off it. Prints the mean
// of the runs (docs/decisions/0189-a-stand-in-for-the-dotted-letters.md, 0191, 0198). Since 0198
// V8's compiles are traced, which costs the page's thread a little, and the service worker is kept
// out: figures from before it are not comparable with these.
//
//   LAYOUT_PATHS=/,/courses   the pages (default: /courses and a text page)
//   LAYOUT_RUNS=8             loads per page and variant (default 5)
//   LAYOUT_VARIANTS=as served the variants, by name (default all)
import { chromium } from '@playwright/test';
import { blockingTime, CHROMIUM, CHROMIUM_ARGS, ensureBuild, spawnServer, table } from './lib.mjs';

const PATHS = (process.env.LAYOUT_PATHS ?? '/courses,/resources/vedantic-texts/tattva-bodh').split(
  ',',
);
const RUNS = Number(process.env.LAYOUT_RUNS ?? 5);
const ALL_VARIANTS = {
  'as served': (html) => html,
  'no CSS': (html) => html.replace(/<style>[^<]{20000,}<\/style>/, ''),
  'no dotted letters (U+1E00-1EFF)': (html) => html.replace(/[\u1e00-\u1eff]/g, 'a'),
  'ASCII only': (html) => html.replace(/[^\p{ASCII}]/gu, ''),
};
const VARIANTS = process.env.LAYOUT_VARIANTS
  ? Object.fromEntries(
      process.env.LAYOUT_VARIANTS.split(',').map((name) => [name, ALL_VARIANTS[name]]),
    )
  : ALL_VARIANTS;
/** The sheet linked after the paint: the rest of the page's rules, or (before 0191) the whole. */
const LATE_SHEET = /\/(styles\/app-[^/]+\/[\w-]+|assets\/app-[\w-]+)\.css$/;

/** The first restyle after the late sheet has arrived: its duration and the elements it styled. */
function lateSheetRestyle(events, main) {
  const sent = events.find(
    (e) => e.name === 'ResourceSendRequest' && LATE_SHEET.test(e.args?.data?.url ?? ''),
  );
  const id = sent?.args.data.requestId;
  const done = events.find((e) => e.name === 'ResourceFinish' && e.args?.data?.requestId === id);
  const restyle =
    done &&
    main
      .filter((e) => e.name === 'UpdateLayoutTree' && e.ts >= done.ts)
      .sort((a, b) => a.ts - b.ts)[0];
  return {
    sheetStyle: restyle ? restyle.dur / 1000 : 0,
    sheetElements: restyle?.args?.elementCount ?? 0,
  };
}

/**
 * V8's parsing and compiling in these events, in ms. An event inside another on its thread is
 * covered by the outer one, so no time is counted twice.
 */
function compileTime(events) {
  const compiles = events
    .filter((e) => /^V8\.(Compile|Parse(Function|Program))/.test(e.name))
    .sort((a, b) => a.tid - b.tid || a.ts - b.ts || b.dur - a.dur);
  let total = 0;
  let outer = { tid: -1, until: 0 };
  for (const e of compiles) {
    if (e.tid === outer.tid && e.ts + e.dur <= outer.until) continue;
    total += e.dur / 1000;
    outer = { tid: e.tid, until: e.ts + e.dur };
  }
  return total;
}

/** The longest timer of the page's inline start script, in ms: where it requests the chunks. */
function longestStartTimer(main, url) {
  const calls = main.filter((e) => e.name === 'FunctionCall' && e.args?.data?.url === url);
  const timers = main.filter(
    (timer) =>
      timer.name === 'TimerFire' &&
      calls.some((call) => call.ts >= timer.ts && call.ts + call.dur <= timer.ts + timer.dur),
  );
  return Math.max(0, ...timers.map((timer) => timer.dur / 1000));
}

/** One first load of `url` with its HTML passed through `change`; the renderer's figures. */
async function traceOnce(origin, path, change) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      // The site's service worker would compile in the same process: "off it" is the page's own.
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      return route.fulfill({ response, body: change(await response.text()) });
    });
    // The throttle is set in the site's renderer, which a first navigation there creates.
    await page.goto(`${origin}/robots.txt`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.compile',
      ],
    });
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const parse = events.filter(
      (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url ?? '').endsWith(path),
    );
    const { pid, tid } = parse.at(-1);
    const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
    const longest = (name) =>
      Math.max(0, ...main.filter((e) => e.name === name).map((e) => e.dur / 1000));
    const tasks = main.filter((e) => e.name === 'RunTask').map((e) => e.dur / 1000);
    return {
      startTimer: longestStartTimer(main, origin + path),
      compileOn: compileTime(main),
      compileOff: compileTime(events.filter((e) => e.pid === pid && e.tid !== tid && e.ph === 'X')),
      style: longest('UpdateLayoutTree'),
      layout: longest('Layout'),
      blocking: blockingTime(tasks),
      ...lateSheetRestyle(events, main),
    };
  } finally {
    await browser.close();
  }
}

ensureBuild();
const server = await spawnServer();
try {
  const rows = [
    [
      'page',
      'variant',
      'longest style ms',
      'longest layout ms',
      'blocking ms',
      'late sheet: restyle ms',
      'elements',
      'start script timer ms',
      'compile ms: page thread',
      'off it',
    ],
  ];
  for (const path of PATHS) {
    const runs = Object.fromEntries(Object.keys(VARIANTS).map((name) => [name, []]));
    // Variants alternate, so that what else the machine does falls on all of them alike.
    for (let run = 0; run < RUNS; run++) {
      for (const [name, change] of Object.entries(VARIANTS)) {
        runs[name].push(await traceOnce(server.url, path, change));
      }
    }
    for (const [name, figures] of Object.entries(runs)) {
      const mean = (key) => (figures.reduce((sum, f) => sum + f[key], 0) / RUNS).toFixed(0);
      rows.push([
        path,
        name,
        mean('style'),
        mean('layout'),
        mean('blocking'),
        mean('sheetStyle'),
        mean('sheetElements'),
        mean('startTimer'),
        mean('compileOn'),
        mean('compileOff'),
      ]);
    }
  }
  console.log(
    `First load, CPU throttled 4×, mean of ${RUNS} run(s) per page and variant, ${CHROMIUM}`,
  );
  console.log(table(rows));
} finally {
  await server.stop();
}
