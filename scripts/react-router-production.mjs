// A Node module resolution hook for the production server (registered by build/app/server.js).
// react-router's package.json maps every Node condition to dist/development, which keeps its
// development checks and warnings on every render; dist/production has the same modules without
// them. Every importer (our server, the React Router server build, @react-router/node) is pointed
// at the production build, so they still share one instance of the router's contexts.
const DEVELOPMENT = '/node_modules/react-router/dist/development/';
const PRODUCTION = '/node_modules/react-router/dist/production/';

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return resolved.url.includes(DEVELOPMENT) ? { ...resolved, url: resolved.url.replace(DEVELOPMENT, PRODUCTION) } : resolved;
}
