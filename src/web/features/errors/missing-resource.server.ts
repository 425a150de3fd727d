import { data, redirect, type AppLoadContext } from 'react-router';

/**
 * A missing resource (document 1 section 8): the server's redirect table is asked first, since
 * old addresses often moved; otherwise the page is a 404. Returns the Response to throw.
 */
export async function missingResource(context: AppLoadContext, request: Request): Promise<Response | ReturnType<typeof data>> {
  const { pathname, search } = new URL(request.url);
  const res = await context.api.get('/api/redirect', { query: { fromUrl: pathname + search } });
  if (res.ok && res.data?.doRedirect && res.data.destinationUri) return redirect(res.data.destinationUri, 301);
  return data(null, { status: 404 });
}
