import type { FastifyReply } from 'fastify';

/** Adds names to the answer's Vary header, keeping the ones already there (each answer's rules add their own). */
export function addVary(reply: FastifyReply, names: readonly string[]): void {
  const present = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const missing = names.filter((name) => !present.some((p) => p.toLowerCase() === name.toLowerCase()));
  if (missing.length > 0) reply.header('vary', [...present, ...missing].join(', '));
}
