// Node module hooks for the production server (registered by build/app/server.js).
//
// resolve: react-router's package.json maps every Node condition to dist/development, which keeps
// its development checks and warnings on every render; dist/production has the same modules without
// them. Every importer (our server, the React Router server build, @react-router/node) is pointed
// at the production build, so they still share one instance of the router's contexts.
//
// load: React Router's `ServerRouter` rebuilds the route tree of the whole app on every page it
// renders (`createServerRoutes`, then `createStaticRouter` converts it to data routes): about 6 %
// of a page's CPU for our 55 routes, for a tree that depends on the build alone; and it matches
// each page's path three times over the 55 ranked branches (5 %). `keepRouteTrees` makes both
// keep their answer per build, and matching keep the matches of recent paths (ADR 0042). A version
// whose source no longer reads as expected is loaded unchanged, with a warning;
// tests/ssr/react-router-production.test.ts fails on it first.
const DEVELOPMENT = '/node_modules/react-router/dist/development/';
const PRODUCTION = '/node_modules/react-router/dist/production/';

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url.includes(DEVELOPMENT) ? { ...resolved, url: resolved.url.replace(DEVELOPMENT, PRODUCTION) } : resolved;
}

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  // The ES modules alone: Node imports those (the CommonJS copies are for require()).
  if (!url.includes(PRODUCTION) || !url.endsWith('.mjs') || loaded.source == null) return loaded;
  const source = String(loaded.source);
  const kept = keepRouteTrees(source);
  if (kept.missing.length > 0) {
    process.emitWarning(`React Router's route trees are rebuilt per page: ${kept.missing.join(', ')} not found in ${url}`);
  }
  return kept.source === source ? loaded : { ...loaded, source: kept.source };
}

const MATCH_ROUTES = /^function matchRoutesImpl\(routes, locationArg, basename, allowPartial, precomputedBranches\) \{/m;
const SERVER_ROUTES = /^function createServerRoutes\(manifest, routeModules, future, isSpaMode, /m;
const STATIC_ROUTER =
  /^(function createStaticRouter\(routes, context, opts = \{\}\) \{)\s*let manifest = \{\};\s*let dataRoutes = convertRoutesToDataRoutes\(\s*routes,\s*mapRouteProperties,\s*void 0,\s*manifest\s*\);/m;

/**
 * Kept per build's ranked branches (the framework's server matching passes them) and path, for the
 * last 1,000 paths. Each caller gets its own copy: the framework spreads and reads matches but may
 * add to them, and one params object is shared by a branch's matches, as `matchRouteBranch` makes it.
 */
const KEPT_MATCHES = `
const matchesByBranches = new WeakMap();
const MATCHED_PATHS_KEPT = 1000;
function copyMatches(matches) {
  if (!matches) return null;
  let params = matches.length > 0 ? { ...matches[0].params } : {};
  return matches.map((match) => ({ ...match, params }));
}
function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {
  if (!precomputedBranches) return matchRoutesImplEachTime(routes, locationArg, basename, allowPartial);
  let pathname = (typeof locationArg === "string" ? parsePath(locationArg) : locationArg).pathname || "/";
  let key = basename + "\\0" + (allowPartial ? 1 : 0) + "\\0" + pathname;
  let kept = matchesByBranches.get(precomputedBranches);
  if (!kept) matchesByBranches.set(precomputedBranches, (kept = new Map()));
  let matches = kept.get(key);
  if (matches !== undefined) {
    kept.delete(key);
  } else {
    matches = matchRoutesImplEachTime(routes, locationArg, basename, allowPartial, precomputedBranches);
    if (kept.size >= MATCHED_PATHS_KEPT) kept.delete(kept.keys().next().value);
  }
  kept.set(key, matches);
  return copyMatches(matches);
}
`;

/**
 * Kept per `manifest.routes` object: the same build's routes are the same object on every page. The
 * route modules come in a new object per page, holding the build's same modules.
 */
const KEPT_SERVER_ROUTES = `
const serverRoutesByManifest = new WeakMap();
function sameRouteModules(kept, given) {
  let ids = Object.keys(given);
  if (ids.length !== Object.keys(kept).length) return false;
  for (let id of ids) if (kept[id] !== given[id]) return false;
  return true;
}
function createServerRoutes(manifest, routeModules, future, isSpaMode, ...subtree) {
  if (subtree.length > 0) return createServerRoutesEachTime(manifest, routeModules, future, isSpaMode, ...subtree);
  let kept = serverRoutesByManifest.get(manifest);
  if (!kept || !sameRouteModules(kept.routeModules, routeModules) || kept.future !== future || kept.isSpaMode !== isSpaMode) {
    kept = { routeModules, future, isSpaMode, routes: createServerRoutesEachTime(manifest, routeModules, future, isSpaMode) };
    serverRoutesByManifest.set(manifest, kept);
  }
  return kept.routes;
}
`;

/** Kept per routes array: data routes are derived from the routes alone, and nothing renders into them. */
const KEPT_DATA_ROUTES = `
const dataRoutesByRoutes = new WeakMap();
function staticDataRoutes(routes) {
  let kept = dataRoutesByRoutes.get(routes);
  if (!kept) {
    let manifest = {};
    kept = { manifest, dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest) };
    dataRoutesByRoutes.set(routes, kept);
  }
  return kept;
}
`;

/** Each change: the definition it looks for, the shape it expects there, what replaces it and what joins the module. */
const CHANGES = [
  { name: 'matchRoutesImpl', shape: MATCH_ROUTES, replace: eachTime('matchRoutesImpl'), addition: KEPT_MATCHES },
  { name: 'createServerRoutes', shape: SERVER_ROUTES, replace: eachTime('createServerRoutes'), addition: KEPT_SERVER_ROUTES },
  {
    name: 'createStaticRouter',
    shape: STATIC_ROUTER,
    replace: '$1\n  let { manifest, dataRoutes } = staticDataRoutes(routes);',
    addition: KEPT_DATA_ROUTES,
  },
];

/** React Router's own function renamed `<name>EachTime`; the kept version added takes its name and calls it. */
function eachTime(name) {
  return (found) => found.replace(name, `${name}EachTime`);
}

/**
 * React Router's production module with its server route tree kept per build and its matches per
 * path. Only a module that defines one of the three functions is changed; `missing` names a
 * definition present but no longer shaped as expected.
 */
export function keepRouteTrees(source) {
  const missing = [];
  let result = source;
  for (const { name, shape, replace, addition } of CHANGES) {
    if (!result.includes(`function ${name}(`)) continue;
    if (shape.test(result)) result = result.replace(shape, replace) + addition;
    else missing.push(name);
  }
  return { source: result, missing };
}
