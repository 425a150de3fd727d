// Renders React Router's `ServerRouter` for three pages of a small app, as the framework does (a new
// route-modules object per page), and prints which route trees the pages were rendered with.
// `--production-hooks` first registers the production server's module hooks
// (scripts/react-router-production.mjs), as build/app/server.js does.
import { register } from 'node:module';

if (process.argv.includes('--production-hooks')) {
  register(new URL('../../../scripts/react-router-production.mjs', import.meta.url));
}

const { createElement, use } = await import('react');
const { renderToString } = await import('react-dom/server');
const { ServerRouter, createStaticHandler, createStaticRouter, Outlet, UNSAFE_DataRouterContext } = await import('react-router');

const treesSeen = [];
function Root() {
  treesSeen.push(use(UNSAFE_DataRouterContext).router.routes);
  return createElement('main', null, createElement(Outlet));
}
const Home = () => createElement('h1', null, 'Home');
const Stores = () => createElement('h1', null, 'Stores');
const modules = { root: { default: Root }, home: { default: Home }, stores: { default: Stores } };

const manifestRoutes = {
  root: { id: 'root', path: '', hasLoader: false, hasClientLoader: false, module: '/root.js' },
  home: { id: 'home', parentId: 'root', index: true, hasLoader: false, hasClientLoader: false, module: '/home.js' },
  stores: { id: 'stores', parentId: 'root', path: 'stores', hasLoader: false, hasClientLoader: false, module: '/stores.js' },
};
const handler = createStaticHandler([
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'home', index: true },
      { id: 'stores', path: 'stores' },
    ],
  },
]);

// One build's manifest and flags: the same objects on every page.
const manifest = { routes: manifestRoutes, entry: { imports: [], module: '/entry.js' }, url: '/manifest.js', version: '1' };
const future = {};

async function render(path, routeModules) {
  const url = `http://localhost${path}`;
  const staticHandlerContext = await handler.query(new Request(url));
  const context = {
    manifest,
    routeModules,
    staticHandlerContext,
    future,
    ssr: true,
    isSpaMode: false,
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    serializeError: (error) => ({ message: String(error) }),
    renderMeta: {},
    serverHandoffString: '{}',
  };
  return renderToString(createElement(ServerRouter, { context, url }));
}

const pages = [
  await render('/', { ...modules }),
  await render('/stores', { ...modules }),
  // A new build's module for one route: its tree must be built again.
  await render('/stores', { ...modules, stores: { default: () => createElement('h1', null, 'Stores, rebuilt') } }),
];

const sameRoutes = [{ id: 'root', path: '/' }];
const staticRouters = [createStaticRouter(sameRoutes, await handler.query(new Request('http://localhost/')))];
staticRouters.push(createStaticRouter(sameRoutes, await handler.query(new Request('http://localhost/stores'))));

// Matching: the static handler matches with its ranked branches, as the framework's server does.
const storeHandler = createStaticHandler([{ id: 'root', path: '/', children: [{ id: 'store', path: 'stores/:uri' }] }]);
const matchesOf = async (path) => (await storeHandler.query(new Request(`http://localhost${path}`))).matches;
const firstAuburn = await matchesOf('/stores/auburn');
firstAuburn[1].params.uri = 'changed by the first page';
firstAuburn[1].pathname = '/changed';
const secondAuburn = await matchesOf('/stores/auburn');
const bondi = await matchesOf('/stores/bondi');
const noMatch = await storeHandler.query(new Request('http://localhost/nowhere'));

console.log(
  JSON.stringify({
    matches: [secondAuburn, bondi].map((matches) =>
      matches.map((match) => ({ id: match.route.id, pathname: match.pathname, params: match.params })),
    ),
    paramsSharedInOnePage: secondAuburn[0].params === secondAuburn[1].params,
    noMatchStatus: noMatch.statusCode,
    pages,
    sameTreeForSameBuild: treesSeen[0] === treesSeen[1],
    sameTreeAfterModuleChange: treesSeen[1] === treesSeen[2],
    sameDataRoutesForSameRoutes: staticRouters[0].routes === staticRouters[1].routes,
    staticRouterLocations: staticRouters.map((router) => router.state.location.pathname),
  }),
);
