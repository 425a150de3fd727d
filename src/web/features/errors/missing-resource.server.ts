import { data, redirect, type AppLoadContext } from 'react-router';

/**
 * The redirect table's answer for the page's path and query (the loader's `url`), or null. A
 * redirect seeded as permanent answers 301; any other answers 302, so browsers and search engines
 * do not keep it.
 */
export async function redirectFromTable(context: AppLoadContext, { pathname, search }: URL): Promise<Response | null> {
  const res = await context.api.get('/api/redirect', { query: { fromUrl: pathname + search } });
  if (!res.ok || !res.data?.doRedirect || !res.data.destinationUri) return null;
  return redirect(res.data.destinationUri, res.data.permanent === false ? 302 : 301);
}

/**
 * A missing resource (document 1 section 8): the server's redirect table is asked first, since
 * old addresses often moved; otherwise the page is a 404. Returns the Response to throw.
 */
export async function missingResource(context: AppLoadContext, url: URL): Promise<Response | ReturnType<typeof data>> {
  return (await redirectFromTable(context, url)) ?? data(null, { status: 404 });
}
