import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';

export interface HydrationData {
  loaderData: Record<string, Record<string, unknown> | undefined>;
}

/**
 * The loader data a page hands the browser for hydration, decoded as React Router's client
 * decodes it: the page's `streamController.enqueue("…")` chunks are the turbo-stream text.
 */
export async function hydrationData(html: string): Promise<HydrationData> {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);/g)].map((m) => JSON.parse(m[1]!) as string);
  if (chunks.length === 0) throw new Error('the page has no hydration data');
  const body = new Blob(chunks).stream();
  const decoded = await decodeViaTurboStream(body, globalThis);
  await decoded.done;
  return decoded.value as HydrationData;
}
