/**
 * The rendered document travels beside the Response React Router hands back, not inside it.
 * A Response body is a web stream: wrapping the finished buffer in one and reading it back out
 * again (`arrayBuffer`) was about 2 % of a loaded server's time per page, for bytes that were
 * already whole. The key is registered globally because the server build (entry.server) and the
 * server that sends the page are separate bundles.
 */
const WHOLE_DOCUMENT = Symbol.for('storefront.wholeDocument');

type WithDocument = Response & { [WHOLE_DOCUMENT]?: Buffer };

/** A document response whose bytes are `body`; its own body is empty, read it with `documentBytes`. */
export function wholeDocumentResponse(body: Buffer, init: ResponseInit): Response {
  const response: WithDocument = new Response(null, init);
  response[WHOLE_DOCUMENT] = body;
  return response;
}

/** The document a response carries: the whole buffer when it was rendered whole, else its body read to the end. */
export async function documentBytes(response: Response): Promise<Buffer> {
  return (response as WithDocument)[WHOLE_DOCUMENT] ?? Buffer.from(await response.arrayBuffer());
}

/** Whether the response has a document to send (a whole one, or a body stream). */
export function hasDocument(response: Response): boolean {
  return (response as WithDocument)[WHOLE_DOCUMENT] !== undefined || response.body !== null;
}
