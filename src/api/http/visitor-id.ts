import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The visitor cookie named by document 1 section 7; keys the compare list, analytics events and
 * variant tests. It is readable by the page on purpose: the variant-test client waits for it and
 * checks each answer's x-vu header against it (document 1 section 4). It identifies a browser,
 * not a login, and grants nothing on its own.
 */
export const VISITOR_ID_COOKIE = 'wau';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const VALID = /^[A-Za-z0-9-]{16,64}$/;

export function readVisitorId(request: FastifyRequest): string | null {
  const value = request.cookies[VISITOR_ID_COOKIE];
  return value && VALID.test(value) ? value : null;
}

/** The visitor's id, creating the cookie when it is missing or malformed. */
export function ensureVisitorId(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readVisitorId(request);
  if (existing) return existing;
  const id = randomUUID();
  reply.setCookie(VISITOR_ID_COOKIE, id, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax', secure: 'auto', httpOnly: false });
  return id;
}
