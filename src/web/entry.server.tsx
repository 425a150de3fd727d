import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { withLowPriorityScripts } from './low-priority-scripts';
import { NonceContext } from './nonce-context';
import { pageFragments, ServerFragmentsContext } from './server-fragments';
import { wholeDocumentResponse } from './whole-document';

export const streamTimeout = 5_000;

/** A kept fragment renders on its own, as a string: it has nothing to wait for. */
const renderFragment = (node: ReactNode, idPrefix: string) => renderToString(node, { identifierPrefix: idPrefix });

/** Collects React's many small chunks (about 2 kB each) into one buffer. */
function collector(done: (body: Buffer) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    final(callback) {
      done(Buffer.concat(chunks));
      callback();
    },
  });
}

/**
 * Renders the whole document before sending it, in one piece. No page defers data (every loader
 * returns plain values, and the widgets that load on use render nothing on the server), so the
 * shell is the whole page anyway: streaming it bought no earlier first byte, but cost a write,
 * a stream hop and a socket write per 2 kB chunk (bench/README.md, "Whole documents"). Crawlers
 * and shoppers get the same complete HTML.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { nonce, fragments } = loadContext;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerFragmentsContext value={fragments ? pageFragments(fragments, renderFragment) : null}>
          {/* eslint-disable-next-line no-restricted-properties -- the document request React Router renders, not a loader's */}
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerFragmentsContext>
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          clearTimeout(timeout);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(
            collector((body) =>
              resolve(wholeDocumentResponse(withLowPriorityScripts(body), { headers: responseHeaders, status: responseStatusCode })),
            ),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // A shell error rejects, and React Router reports it; later ones only show here.
          if (shellRendered) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
