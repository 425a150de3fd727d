import { randomUUID } from 'node:crypto';
import type { CallReply, CallRequest } from '../../contracts/http/api-call';
import { isVisitorId, VISITOR_ID_COOKIE } from '../../domain/visitor-id';
import { setVisitorCookie } from './visitor';

/**
 * The visitor cookie (src/domain/visitor-id.ts). It is readable by the page on purpose: the
 * browser makes it before its first API call, so the parallel calls of a first visit share one id,
 * and the variant-test client checks each answer's x-vu header against it (document 1 section 4).
 * The id the request carries, or null when it has none or a malformed one.
 */
export function readVisitorId(request: Pick<CallRequest, 'cookies'>): string | null {
  const value = request.cookies[VISITOR_ID_COOKIE];
  return isVisitorId(value) ? value : null;
}

/**
 * The visitor's id, creating the cookie when it is missing or malformed. A browser arrives with
 * the one it made; a client that is not a browser (an app, a script) is given one here.
 */
export function ensureVisitorId(request: Pick<CallRequest, 'cookies'>, reply: CallReply): string {
  const existing = readVisitorId(request);
  if (existing) return existing;
  const id = randomUUID();
  setVisitorCookie(reply, VISITOR_ID_COOKIE, id);
  return id;
}
