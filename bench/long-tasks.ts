/**
 * `npx tsx bench/long-tasks.ts URL... [--loads 5] [--detail]`: the main thread's long tasks while a
 * page loads and hydrates, in Debian's Chromium with the CPU slowed four times (Lighthouse's phone),
 * on the real network (loopback) rather than Lighthouse's simulated one. Per page it prints, for
 * each load, the blocking time after the first contentful paint (each task's time beyond 50 ms, as
 * Total Blocking Time counts it) and the longest task, then their medians; `--detail` lists every
 * task of 50 ms or more with what ran in it (script, style, layout, paint, garbage collection) and
 * the script it ran. Start the storefront first (README, or `PORT=3901 node build/app/server.js`).
 */
import { chromium, type Browser } from '@playwright/test';
import { parseArgs } from 'node:util';
import { median } from './lib/load';
import { loadUntilSettled, openPhonePage, THROTTLE } from './lib/phone-page';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string } };
}

interface Task {
  startMs: number;
  durationMs: number;
  parts: Record<string, number>;
  script: string;
}

/** Trace events that say what a task spent its time on. */
const PARTS = ['FunctionCall', 'EvaluateScript', 'RunMicrotasks', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'MinorGC', 'MajorGC'];

/** The events that name the script a task ran. */
const SCRIPT_EVENTS = new Set(['FunctionCall', 'EvaluateScript']);

const LONG_TASK_MS = 50;

/** The renderer's main thread is the one with the most complete events. */
function mainThreadEvents(events: TraceEvent[]): TraceEvent[] {
  const threads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const ofThread = threads.map((thread) => events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X'));
  return ofThread.sort((a, b) => b.length - a.length)[0] ?? [];
}

async function loadOnce(browser: Browser, url: string): Promise<{ fcpMs: number; tasks: Task[] }> {
  const { page } = await openPhonePage(browser);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await loadUntilSettled(page, url);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  await page.close();

  const events = mainThreadEvents(traceEvents);
  const origin = events[0]?.ts ?? 0;
  const fcp = traceEvents.find((event) => event.name === 'firstContentfulPaint')?.ts ?? origin;
  const tasks = events
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) / 1000 >= LONG_TASK_MS && event.ts >= fcp)
    .map((task): Task => {
      const end = task.ts + (task.dur ?? 0);
      const inside = events.filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
      const parts: Record<string, number> = {};
      for (const event of inside) if (PARTS.includes(event.name)) parts[event.name] = (parts[event.name] ?? 0) + (event.dur ?? 0) / 1000;
      const script = inside.find((event) => SCRIPT_EVENTS.has(event.name) && event.args?.data?.url)?.args?.data?.url ?? '';
      return {
        startMs: (task.ts - origin) / 1000,
        durationMs: (task.dur ?? 0) / 1000,
        parts,
        script: script.replace(/^https?:\/\/[^/]+/, ''),
      };
    });
  return { fcpMs: (fcp - origin) / 1000, tasks };
}

const round = (ms: number) => Math.round(ms);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { loads: { type: 'string', default: '5' }, detail: { type: 'boolean', default: false } },
});
if (positionals.length === 0) throw new Error('usage: npx tsx bench/long-tasks.ts URL... [--loads 5] [--detail]');
const loads = Number(values.loads);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  for (const url of positionals) {
    const blocking: number[] = [];
    const longest: number[] = [];
    for (let load = 0; load < loads; load++) {
      const { fcpMs, tasks } = await loadOnce(browser, url);
      blocking.push(tasks.reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0));
      longest.push(Math.max(0, ...tasks.map((task) => task.durationMs)));
      if (!values.detail) continue;
      console.log(`${url} load ${load + 1}: first contentful paint at ${round(fcpMs)} ms`);
      for (const task of tasks) {
        const parts = Object.entries(task.parts)
          .filter(([, ms]) => ms >= 1)
          .map(([name, ms]) => `${name} ${round(ms)}`)
          .join(', ');
        console.log(`  at ${round(task.startMs)} ms: ${round(task.durationMs)} ms (${parts}) ${task.script}`);
      }
    }
    console.log(
      `${url}  blocking after FCP ${blocking.map(round).join(' / ')} ms (median ${round(median(blocking))}), ` +
        `longest task median ${round(median(longest))} ms, CPU ×${THROTTLE}`,
    );
  }
} finally {
  await browser.close();
}
