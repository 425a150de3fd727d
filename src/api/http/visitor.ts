import type { CallReply, CallRequest } from '../../contracts/http/api-call';
import { VISITOR_COOKIE_MAX_AGE_SECONDS } from '../../domain/visitor-id';
import type { VisitorPlaces } from '../../services/places-service';

/** Visitor cookies of document 1 section 3: the chosen locality, its location code and store. */
export const VISITOR_COOKIES = { locality: 'locality', locationCode: 'locationCode', store: 'store' } as const;

function positiveInt(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

export function readVisitor(request: Pick<CallRequest, 'cookies'>): VisitorPlaces {
  return {
    localityId: positiveInt(request.cookies[VISITOR_COOKIES.locality]),
    storeId: positiveInt(request.cookies[VISITOR_COOKIES.store]),
  };
}

export function setVisitorCookie(reply: CallReply, name: string, value: string): void {
  reply.setCookie(name, value, { path: '/', maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax', secure: 'auto', httpOnly: false });
}

/** Country of the visitor as reported by the edge, else the flavour's own. */
export function ipCountry(request: Pick<CallRequest, 'headers'>, fallback: string): string {
  const header = request.headers['cf-ipcountry'] ?? request.headers['x-country-code'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : fallback;
}
