/**
 * `npx tsx bench/profile.ts <file.cpuprofile> [--last SECONDS] [--top N]`: self time of a V8 CPU
 * profile grouped by package (`node_modules/<package>`, Node's own `node:` modules, our bundle,
 * garbage collection, idle), then the functions with the most self time. `--last` keeps only the
 * final seconds of the profile (the part under load, without boot and seeding).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
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
  options: { last: { type: 'string' }, top: { type: 'string', default: '30' } },
});
const file = positionals[0];
if (!file) throw new Error('usage: npx tsx bench/profile.ts <file.cpuprofile> [--last SECONDS] [--top N]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const totalMicros = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
const fromMicros = values.last ? totalMicros - Number(values.last) * 1e6 : 0;

const byGroup = new Map<string, number>();
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
  const name = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
});

console.log(`${(counted / 1e6).toFixed(1)} s profiled, ${percent(busy, counted).trim()} busy; shares are of all samples`);
printTable('Self time by package', byGroup, counted, Number(values.top));
printTable('Self time by function', byFunction, counted, Number(values.top));
