// An ESLint rule for the web app: features (folders under src/web/features) may use one another,
// but never in a circle. File-level cycle checks miss the common case (frame/page-frame imports
// chat, chat imports frame/root-data), so this rule looks at the folder graph. An import from one
// feature to another is reported when the imported feature, directly or through others, imports
// the importing feature back.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const FEATURES_DIR = path.resolve(import.meta.dirname, '../src/web/features');
const IMPORT = /\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'\s*\)/g;

/** The feature a path inside src/web/features belongs to, or null. */
function featureOf(file) {
  const relative = path.relative(FEATURES_DIR, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** feature -> the other features its (non-test) files import. Read once per lint run. */
let graph;
function featureGraph() {
  if (graph) return graph;
  graph = new Map();
  for (const file of filesUnder(FEATURES_DIR)) {
    const from = featureOf(file);
    const targets = graph.get(from) ?? new Set();
    graph.set(from, targets);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (!specifier?.startsWith('.')) continue;
      const to = featureOf(path.resolve(path.dirname(file), specifier));
      if (to && to !== from) targets.add(to);
    }
  }
  return graph;
}

/** The chain of features from `start` back to `goal`, or null. */
function pathBetween(start, goal) {
  const seen = new Set();
  const walk = (feature, trail) => {
    if (feature === goal) return trail;
    if (seen.has(feature)) return null;
    seen.add(feature);
    for (const next of featureGraph().get(feature) ?? []) {
      const found = walk(next, [...trail, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

export const featureCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Web features do not import each other in a circle' },
    messages: { cycle: 'Feature import cycle: {{chain}}. Move what both need into src/web/shared or src/web/ui.' },
    schema: [],
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), specifier));
      if (!to || to === from) return;
      const back = pathBetween(to, from);
      if (back) context.report({ node, messageId: 'cycle', data: { chain: [from, ...back].join(' -> ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
