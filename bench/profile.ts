/**
 * `npx tsx bench/profile.ts <file.cpuprofile> [--last SECONDS] [--top N] [--inclusive] [--callers NAME]`:
 * self time of a V8 CPU profile grouped by package (`node_modules/<package>`, Node's own `node:`
 * modules, our bundle, garbage collection, idle), then the functions with the most self time.
 * `--last` keeps only the final seconds of the profile (the part under load, without boot and
 * seeding). `--inclusive` adds each function's time with everything it called (a function on the
 * stack twice counts once); `--callers NAME` shows who called the functions named NAME, with the
 * time spent in them from each caller.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package a script belongs to: the last node_modules folder in its path, else what kind of code it is. */
function groupOf({ functionName, url }: ProfileNode['callFrame']): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return url;
  const parts = url.split('node_modules/');
  if (parts.length > 1) {
    const rest = parts.at(-1)!.split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  return url.includes('/build/') ? '(our server bundle)' : url;
}

function percent(part: number, whole: number): string {
  return `${((100 * part) / whole).toFixed(1).padStart(5)} %`;
}

function printTable(title: string, totals: Map<string, number>, whole: number, top: number): void {
  console.log(`\n${title}`);
  for (const [name, micros] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${percent(micros, whole)}  ${name}`);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    last: { type: 'string' },
    top: { type: 'string', default: '30' },
    inclusive: { type: 'boolean', default: false },
    callers: { type: 'string' },
  },
});
const file = positionals[0];
if (!file) throw new Error('usage: npx tsx bench/profile.ts <file.cpuprofile> [--last SECONDS] [--top N] [--inclusive] [--callers NAME]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const totalMicros = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
const fromMicros = values.last ? totalMicros - Number(values.last) * 1e6 : 0;

const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const nameOf = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`;

const byGroup = new Map<string, number>();
const inclusive = new Map<string, number>();
const callers = new Map<string, number>();
const byFunction = new Map<string, number>();
let elapsed = 0;
let busy = 0;
let counted = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index]!;
  elapsed += delta;
  if (elapsed < fromMicros) return;
  const frame = nodes.get(id)!.callFrame;
  const group = groupOf(frame);
  counted += delta;
  if (group !== '(idle)') busy += delta;
  byGroup.set(group, (byGroup.get(group) ?? 0) + delta);
  const name = nameOf(frame);
  byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
  // Walk the sample's stack once: every function on it, and the caller of any named in --callers.
  const onStack = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
    const here = nameOf(nodes.get(at)!.callFrame);
    if (!onStack.has(here)) inclusive.set(here, (inclusive.get(here) ?? 0) + delta);
    onStack.add(here);
    const parent = parents.get(at);
    if (values.callers && parent !== undefined && nodes.get(at)!.callFrame.functionName === values.callers) {
      const edge = `${nameOf(nodes.get(parent)!.callFrame)} → ${here}`;
      callers.set(edge, (callers.get(edge) ?? 0) + delta);
    }
  }
});

console.log(`${(counted / 1e6).toFixed(1)} s profiled, ${percent(busy, counted).trim()} busy; shares are of all samples`);
printTable('Self time by package', byGroup, counted, Number(values.top));
printTable('Self time by function', byFunction, counted, Number(values.top));
if (values.inclusive) printTable('Time with callees, by function', inclusive, counted, Number(values.top));
if (values.callers) printTable(`Callers of ${values.callers}`, callers, counted, Number(values.top));
