/// <reference lib="dom" />
/**
 * Benchmark (not a test): how fast a 200-element form with 100 rules becomes interactive on the
 * fill route in Chromium, and whether typing ever waits on the rules (issue 9). Serves a snapshot
 * of the built web app (apps/web/dist, copied at start; run `npm run build` first) from the real
 * server on PostgreSQL, signs a filler in on a 375x812 phone viewport and opens
 * `/form/{form_id}/1`:
 * 1. time to interactive: navigation start until the first field is in the page (React handles
 *    input from its first commit on), checked by typing into it; 10 runs with a warm HTTP cache
 *    (a returning filler) and 5 cold runs (median each); and the same with the CPU slowed 4x (a cheap phone,
 *    informative);
 * 2. typing: 40 keystrokes, 30 ms apart, into the field that 60 of the rules test; the Event Timing
 *    API reports every keystroke whose handling took 16 ms or more (keydown to next paint); the
 *    rules' effect is checked afterwards (a field the typed text hides is hidden).
 * Targets: interactive < 500 ms; keystrokes p95 < 50 ms. Exits 1 when a target is missed.
 * Uses DATABASE_URL's server when set (a scratch database), else an embedded cluster.
 * The server runs in a child process (scripts/bench/serve-app.ts), as in production apart from
 * the browser driver.
 * Run: npm run bench:fill
 *
 * Longer than 400 lines on purpose: a benchmark is read top to bottom as one procedure (set-up,
 * cold and warm loads, typing, the profiling switches), and its parts share the page probe and
 * the run's options; split, each piece would be read only with the others beside it.
 */
import type { Page } from 'playwright';
import { median, mixedSchema, p95, selfTimeProfile, startBenchApp } from './bench-app';

const ELEMENTS = 200;
const RULES = 100;
const DRIVER_RULES = 60;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 5);
const KEYSTROKES = 40;
const TYPING_DELAY_MS = 30;
const TARGET_INTERACTIVE_MS = 500;
const TARGET_KEYSTROKE_P95_MS = 50;
const PHONE = { width: 375, height: 812 };
// Typed into the driver field: 40 characters; the rules on it compare with words of it.
const TYPED = 'de bank bij de vijver is kapot en gevaar'.padEnd(KEYSTROKES, '!');
const HIDING_WORD = TYPED; // the whole text: one rule hides veld199 once it is typed in full

/** 100 rules: 60 on the driver field (one hides veld199 for the full typed text), 40 on others. */
function rules(): unknown[] {
  return Array.from({ length: RULES }, (_, i) => {
    const onDriver = i < DRIVER_RULES;
    const target = `veld${onDriver ? 199 - i : 100 - (i - DRIVER_RULES)}`;
    const condition = onDriver
      ? {
          conditionType: 'dataValue',
          dataName: 'veld0',
          operator: i === 0 ? '=' : 'str_includes',
          value: i === 0 ? HIDING_WORD : `woord${i}`,
        }
      : {
          conditionType: 'dataValue',
          dataName: `veld${8 * (i - DRIVER_RULES) + 3}`,
          operator: '=',
          value: 'nee',
        };
    return {
      ruleName: `Regel ${i}`,
      ruleForm: '_none',
      condition_group: { method: 'AND', conditions: [condition] },
      actions: [{ method: 'hide', dataName: target }],
    };
  });
}

// The page records when the first field appears, and every slow event (Event Timing API).
const PAGE_PROBE = () => {
  const w = window as unknown as { __ready?: number; __slow: { name: string; d: number }[] };
  w.__slow = [];
  new MutationObserver((_, observer) => {
    if (document.querySelector('input[name="veld0"]')) {
      w.__ready = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__slow.push({ name: entry.name, d: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

async function timeToInteractive(page: Page, url: string): Promise<number> {
  if (process.env.BENCH_DEBUG === 'initiators') {
    // Which code asked for each API request (the top frames of its initiator's stack).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Debugger.enable');
    await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 });
    cdp.on('Network.requestWillBeSent', (event) => {
      if (!event.request.url.includes('/api/')) return;
      const all: { functionName: string; url: string; lineNumber: number; columnNumber: number }[] =
        [];
      for (let st = event.initiator.stack; st; st = st.parent) all.push(...st.callFrames);
      const frames = all
        .slice(0, 30)
        .map(
          (f) =>
            `${f.functionName || '?'}@${f.url.split('/').at(-1)}:${f.lineNumber}:${f.columnNumber}`,
        );
      process.stdout.write(
        `${event.request.url.replace(/^.*\/api/, '/api')} <- ${frames.join(' < ')}\n`,
      );
    });
  }
  await page.goto(url, { waitUntil: 'commit' });
  const field = page.locator('input[name="veld0"]');
  await field.waitFor({ state: 'visible', timeout: 30_000 });
  const ready = await page.evaluate(() => (window as unknown as { __ready: number }).__ready);
  await field.pressSequentially('x');
  if ((await field.inputValue()) !== 'x') throw new Error('the first field did not take input');
  if (process.env.BENCH_DEBUG) {
    const timings = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map(
          (e) =>
            `${(e as PerformanceResourceTiming).startTime.toFixed(0)}-${(e as PerformanceResourceTiming).responseEnd.toFixed(0)} (request ${(e as PerformanceResourceTiming).requestStart.toFixed(0)}) ${e.name.replace(location.origin, '')}`,
        )
        .concat(
          performance
            .getEntriesByType('navigation')
            .map(
              (e) =>
                `nav domInteractive ${(e as PerformanceNavigationTiming).domInteractive.toFixed(0)} domContentLoaded ${(e as PerformanceNavigationTiming).domContentLoadedEventEnd.toFixed(0)}`,
            ),
        ),
    );
    process.stdout.write(`ready ${ready.toFixed(0)}\n${timings.join('\n')}\n`);
  }
  return ready;
}

const app = await startBenchApp({
  name: 'fill',
  forms: [{ name: 'Bench 200 elementen', schema: mixedSchema(ELEMENTS), rules: rules() }],
  viewport: PHONE,
  landing: /\/folders$/,
});
const { browser, address, storage } = app;
let failed = false;
try {
  const formUrl = `${address}/form/${app.formIds[0]}/1`;
  const context = await browser.newContext({
    viewport: PHONE,
    serviceWorkers: 'block',
    storageState: storage,
  });
  await context.addInitScript(PAGE_PROBE);

  const measureRuns = async (throttle: number) => {
    // Cold: a fresh context (empty HTTP cache and no compiled code) with the signed-in session,
    // COLD_RUNS times: one load alone swings by 100 ms with what else the two cores are doing.
    const cold: number[] = [];
    for (let run = 0; run < COLD_RUNS; run++) {
      const coldContext = await browser.newContext({
        viewport: PHONE,
        serviceWorkers: 'block',
        storageState: storage,
      });
      await coldContext.addInitScript(PAGE_PROBE);
      const coldPage = await coldContext.newPage();
      const cdpCold = await coldContext.newCDPSession(coldPage);
      await cdpCold.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      cold.push(await timeToInteractive(coldPage, formUrl));
      await coldContext.close();
    }
    const warm: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      warm.push(await timeToInteractive(page, formUrl));
      await page.close();
    }
    return { cold, warm };
  };

  const typing = async (throttle: number) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto(formUrl);
    const field = page.locator('input[name="veld0"]');
    await field.waitFor({ state: 'visible' });
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      (window as unknown as { __slow: unknown[] }).__slow = [];
    });
    await field.pressSequentially(TYPED, { delay: TYPING_DELAY_MS });
    await page.waitForTimeout(500);
    const slow = await page.evaluate(
      () => (window as unknown as { __slow: { name: string; d: number }[] }).__slow,
    );
    const typed = (await field.inputValue()) === TYPED;
    const hidden = (await page.locator('[name="veld199"]').count()) === 0;
    await page.close();
    // Each key is keydown, keypress and keyup; those under 16 ms are not reported and count as
    // 16 (the API's threshold), so p95 is an upper bound.
    const durations = slow.map((event) => event.d);
    while (durations.length < KEYSTROKES * 3) durations.push(16);
    return {
      slowEvents: slow.length,
      max: Math.max(16, ...durations),
      p95: p95(durations),
      typed,
      hidden,
    };
  };

  if (process.env.BENCH_PROFILE) {
    const key = app.apiKey;
    for (const path of [
      `/api/form/${app.formIds[0]}`,
      '/api/user/info',
      `/api/client/${app.clientId}/info`,
    ]) {
      const times: number[] = [];
      for (let i = 0; i < 10; i++) {
        const start = performance.now();
        const answer = await fetch(`${address}${path}`, {
          headers: { 'api-key': key, 'accept-encoding': 'br, gzip' },
        });
        await answer.arrayBuffer();
        times.push(performance.now() - start);
      }
      process.stdout.write(`server ${path}: median ${median(times).toFixed(1)} ms\n`);
    }
    // Self time per function of one warm load (BENCH_PROFILE=cold: a cold one), to see where the
    // time to interactive goes.
    const profiled =
      process.env.BENCH_PROFILE === 'cold'
        ? await browser.newContext({
            viewport: PHONE,
            serviceWorkers: 'block',
            storageState: storage,
          })
        : context;
    await profiled.addInitScript(PAGE_PROBE);
    const page = await profiled.newPage();
    process.stdout.write(
      await selfTimeProfile(
        page,
        () => timeToInteractive(page, formUrl),
        process.env.BENCH_PROFILE_FILE,
      ),
    );
    await page.close();
  }

  if (process.env.BENCH_TRACE) {
    // Where the renderer's main thread spends one warm load, by Chromium's own event names
    // (script compile and run, style, layout, paint), counting only outermost events.
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'v8', 'blink', 'loading'],
    });
    const ready = await timeToInteractive(page, formUrl);
    const buffer = await browser.stopTracing();
    await page.close();
    const { traceEvents } = JSON.parse(buffer.toString()) as {
      traceEvents: {
        name: string;
        ph: string;
        ts: number;
        dur?: number;
        pid: number;
        tid: number;
      }[];
    };
    // The page's renderer: the process that evaluated the app's modules.
    const pagePid = traceEvents.find((e) => e.name === 'v8.evaluateModule')?.pid;
    const mainTid = traceEvents.find(
      (e) =>
        e.pid === pagePid &&
        e.name === 'thread_name' &&
        (e as { args?: { name?: string } }).args?.name === 'CrRendererMain',
    )?.tid;
    const complete = traceEvents
      .filter((e) => e.pid === pagePid && e.tid === mainTid && e.ph === 'X' && e.dur)
      .sort((a, b) => a.ts - b.ts);
    const start = complete[0]?.ts ?? 0;
    // Self time per event name: an event's duration less its children's.
    const byName = new Map<string, number>();
    const stack: { name: string; end: number; children: number; dur: number }[] = [];
    const close = (until: number) => {
      while (stack.length && (stack.at(-1)?.end ?? 0) <= until) {
        const done = stack.pop();
        if (!done) break;
        byName.set(done.name, (byName.get(done.name) ?? 0) + (done.dur - done.children) / 1000);
        const parent = stack.at(-1);
        if (parent) parent.children += done.dur;
      }
    };
    for (const event of complete) {
      if ((event.ts - start) / 1000 > ready + 50) break;
      close(event.ts);
      const dur = event.dur ?? 0;
      stack.push({ name: event.name, end: event.ts + dur, children: 0, dur });
    }
    close(Number.POSITIVE_INFINITY);
    if (process.env.BENCH_TRACE === 'timeline') {
      // The outermost events of 2 ms or more, in order, with the script they ran.
      let outerEnd = 0;
      for (const event of complete) {
        if (event.ts < outerEnd) continue;
        outerEnd = event.ts + (event.dur ?? 0);
        if ((event.dur ?? 0) < 2000) continue;
        const data = (event as { args?: { data?: { url?: string; functionName?: string } } }).args
          ?.data;
        process.stdout.write(
          `${((event.ts - start) / 1000).toFixed(0).padStart(5)} +${((event.dur ?? 0) / 1000).toFixed(1).padStart(6)} ${event.name} ${data?.url?.split('/').at(-1) ?? ''} ${data?.functionName ?? ''}\n`,
        );
      }
    }
    const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 20);
    process.stdout.write(
      `main thread until interactive (${ready.toFixed(0)} ms):\n${top.map(([k, v]) => `${v.toFixed(1).padStart(7)} ms  ${k}`).join('\n')}\n`,
    );
  }

  const fmt = (n: number) => `${n.toFixed(0)} ms`;
  const lines: string[] = [];
  for (const throttle of [1, 4]) {
    const { cold, warm } = await measureRuns(throttle);
    const keys = await typing(throttle);
    const label = throttle === 1 ? 'this machine' : 'CPU slowed 4x (informative)';
    const isTarget = throttle === 1;
    const interactiveOk =
      median(warm) < TARGET_INTERACTIVE_MS && median(cold) < TARGET_INTERACTIVE_MS;
    const keysOk = keys.p95 < TARGET_KEYSTROKE_P95_MS && keys.typed && keys.hidden;
    if (isTarget && (!interactiveOk || !keysOk)) failed = true;
    lines.push(
      `${label}:`,
      `  interactive, warm cache: median ${fmt(median(warm))}, p95 ${fmt(p95(warm))} (${RUNS} runs)`,
      `  interactive, cold cache: median ${fmt(median(cold))}, max ${fmt(Math.max(...cold))} (${COLD_RUNS} runs)   target medians < ${TARGET_INTERACTIVE_MS} ms${isTarget ? (interactiveOk ? ' met' : ' NOT met') : ''}`,
      `  typing ${KEYSTROKES} keys: ${keys.slowEvents} events of 16 ms or more, max ${fmt(keys.max)}, p95 ${fmt(keys.p95)}   target p95 < ${TARGET_KEYSTROKE_P95_MS} ms${isTarget ? (keysOk ? ' met' : ' NOT met') : ''}`,
      `  every key arrived: ${keys.typed ? 'yes' : 'NO'}; rule applied after typing: ${keys.hidden ? 'yes' : 'NO'}`,
    );
  }
  process.stdout.write(
    `Fill route, ${ELEMENTS} elements and ${RULES} rules, Chromium ${browser.version()} at 375x812:\n${lines.join('\n')}\n`,
  );
} finally {
  await app.close();
}
if (failed) process.exit(1);
