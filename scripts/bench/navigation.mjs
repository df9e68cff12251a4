// `npm run bench:navigation`: what a click to the next page costs the main thread. For each page of
// the sitemap that a section's page links to (a course from /courses, a text from /resources, a
// page of the header's menu from /), a new Chromium context opens the section's page and waits
// until it has loaded the web faces and is quiet; then, with the CPU throttled four times as in
// Lighthouse's mobile preset, it clicks the link and traces the main thread until the new page has
// been quiet for a second: the first click (the document's first change of page), then, back on
// the section's page, a later one. A click counts only when the router made it (the document
// stayed the same). Prints each click's blocking time (the time over 50 ms of the trace's long
// tasks, frames included, as TBT counts it) and longest task, median of the runs. Lighthouse loads
// every page afresh, so it never sees this work (docs/decisions/0219-the-click-to-the-next-page.md,
// 0220-a-click-measured-from-its-trace.md).
//
//   NAVIGATION_RUNS=5                    runs per navigation (default 3)
//   NAVIGATION_ONLY=/courses/,/meditation/  only the navigations whose target contains one of these
//   NAVIGATION_AGAINST=http://…          also measures a server already running there (another
//                                        build), run by run in turn with ours, printed beside it
import { chromium } from '@playwright/test';
import {
  blockingTime,
  CHROMIUM,
  CHROMIUM_ARGS,
  ensureBuild,
  median,
  spawnServer,
  table,
} from './lib.mjs';

const RUNS = Number(process.env.NAVIGATION_RUNS ?? 3);
const ONLY = (process.env.NAVIGATION_ONLY ?? '').split(',');
const AGAINST = process.env.NAVIGATION_AGAINST;
const QUIET_MS = 1_000;

/** Every sitemap path and the section page a click to it starts from: its first segment, or /. */
async function navigations(url) {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
  return paths
    .filter((path) => path !== '/' && ONLY.some((part) => path.includes(part)))
    .map((to) => {
      const first = `/${to.split('/')[1]}`;
      return { from: first === to ? '/' : first, to };
    });
}

/**
 * The main thread's top-level tasks of 50 ms or more in a trace, as Lighthouse counts them for its
 * total blocking time: the style, layout and paint of a frame included, which the page's own
 * `longtask` observer never reports (docs/decisions/0220-a-click-measured-from-its-trace.md).
 */
function longTasks(events) {
  const names = events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
  const tasksOf = ({ pid, tid }) =>
    events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask');
  const busiest = names
    .map((thread) => tasksOf(thread))
    .sort((a, b) => b.reduce((t, e) => t + e.dur, 0) - a.reduce((t, e) => t + e.dur, 0))[0];
  return (busiest ?? []).map((e) => e.dur / 1000).filter((duration) => duration >= 50);
}

/** The long tasks of one click on the link to `target`, or null when it loaded a new document. */
async function click(browser, page, cdp, url, target) {
  await page.evaluate(() => (globalThis.__sameDocument = true));
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let trace;
  try {
    // A click on the element itself: the header's menu is folded away at a phone's width.
    await page.evaluate(
      (href) => globalThis.document.querySelector(`a[href="${href}"]`).click(),
      target,
    );
    await page.waitForURL(url + target);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(QUIET_MS);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    trace = await browser.stopTracing();
  }
  if (!(await page.evaluate(() => globalThis.__sameDocument))) return null;
  const tasks = longTasks(JSON.parse(trace.toString()).traceEvents);
  return { blocking: blockingTime(tasks), longest: Math.max(0, ...tasks) };
}

/**
 * In a context of its own: the first click from the section's page to the target (the document's
 * first change of page: the whole sheet, the web faces' first layout), then, back on the section's
 * page through the router, a later click to it. Undefined when the section's page has no link to
 * the target or a click loaded a new document.
 */
async function measure(browser, url, { from, to }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(url + from, { waitUntil: 'networkidle' });
    // A seeker reads a while before the click: by then the start script has loaded the web faces
    // (client/lib/ssr/start-client.ts), and the next page is laid out in them.
    await page
      .waitForFunction(() => globalThis.localStorage.getItem('web-fonts'), null, {
        timeout: 10_000,
      })
      .catch(() => undefined);
    await page.waitForTimeout(QUIET_MS);
    if (!(await page.$(`a[href="${to}"]`))) return undefined;
    const first = await click(browser, page, cdp, url, to);
    await page.goBack();
    await page.waitForURL(url + from);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(QUIET_MS);
    const later =
      first && (await page.$(`a[href="${to}"]`)) && (await click(browser, page, cdp, url, to));
    return first && later ? { first, later } : undefined;
  } finally {
    await context.close();
  }
}

ensureBuild();
const server = await spawnServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const sites = [['ours', server.url], ...(AGAINST ? [['against', AGAINST]] : [])];
  const kinds = ['first', 'later'];
  const rows = [
    [
      'from → to',
      ...sites.flatMap(([name]) =>
        kinds.flatMap((kind) => [`${name}, ${kind}: blocking`, 'longest', 'runs']),
      ),
    ],
  ];
  const totals = Object.fromEntries(
    sites.flatMap(([name]) => kinds.map((kind) => [`${name}, ${kind} click`, []])),
  );
  for (const navigation of await navigations(server.url)) {
    const results = Object.fromEntries(sites.map(([name]) => [name, []]));
    for (let run = 0; run < RUNS; run++) {
      for (const [name, url] of sites) {
        const result = await measure(browser, url, navigation);
        if (result) results[name].push(result);
      }
    }
    if (!results.ours.length) continue;
    const cells = sites.flatMap(([name]) =>
      kinds.flatMap((kind) => {
        const runs = results[name].map((result) => result[kind]);
        // A build whose page has no such link, or whose click loaded a new document, has none.
        if (!runs.length) return ['n/a', 'n/a', ''];
        const blocking = median(runs.map((r) => r.blocking));
        totals[`${name}, ${kind} click`].push(blocking);
        return [
          `${Math.round(blocking)} ms`,
          `${Math.round(median(runs.map((r) => r.longest)))} ms`,
          runs.map((r) => Math.round(r.blocking)).join(', '),
        ];
      }),
    );
    rows.push([`${navigation.from} → ${navigation.to}`, ...cells]);
    console.log(rows.at(-1).join('  '));
  }
  console.log(
    `\nClient-side navigations, CPU ×4, median of ${RUNS} (blocking time: the trace's main-thread tasks over 50 ms)\n`,
  );
  console.log(table(rows));
  for (const [name, values] of Object.entries(totals)) {
    const over = values.filter((value) => value > 50).length;
    console.log(
      `${name}: ${values.length} navigations, blocking time median ${Math.round(median(values))} ms, ` +
        `most ${Math.round(Math.max(0, ...values))} ms, ${over} over 50 ms`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
