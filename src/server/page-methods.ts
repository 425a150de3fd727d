import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/**
 * Which methods a page address answers: every page answers GET and HEAD (an unknown address with
 * the not-found page); POST only where the page has a form action. Read from the build's route
 * tree, so a new page with a form is covered without a list to keep.
 */
export function pageMethods(build: ServerBuild, pathname: string): string[] {
  const matches = matchRoutes(routeTree(build), pathname) ?? [];
  const posts = matches.some((match) => typeof build.routes[match.route.id!]?.module.action === 'function');
  return posts ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
}

const trees = new WeakMap<ServerBuild, RouteObject[]>();

function routeTree(build: ServerBuild): RouteObject[] {
  const cached = trees.get(build);
  if (cached) return cached;
  const children = (parentId: string | undefined): RouteObject[] =>
    Object.values(build.routes)
      .filter((route) => route !== undefined && route.parentId === parentId)
      .map((route) => {
        const nested = children(route!.id);
        return route!.index
          ? { id: route!.id, index: true, path: route!.path, caseSensitive: route!.caseSensitive }
          : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children: nested };
      });
  const tree = children(undefined);
  trees.set(build, tree);
  return tree;
}
