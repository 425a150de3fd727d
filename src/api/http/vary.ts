import type { FastifyReply } from 'fastify';

/** Adds names to the answer's Vary header, keeping the ones already there (each answer's rules add their own). */
export function addVary(reply: FastifyReply, names: readonly string[]): void {
  const current = reply.getHeader('vary');
  // Most answers have no Vary yet (every API answer passes here for Origin): nothing to merge.
  if (current === undefined) {
    reply.header('vary', names.join(', '));
    return;
  }
  const present = String(current)
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const missing = names.filter((name) => !present.some((p) => p.toLowerCase() === name.toLowerCase()));
  if (missing.length > 0) reply.header('vary', [...present, ...missing].join(', '));
}
