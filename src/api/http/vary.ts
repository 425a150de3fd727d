import type { FastifyReply } from 'fastify';

/** Adds names to the answer's Vary header, keeping the ones already there (each answer's rules add their own). */
export function addVary(reply: FastifyReply, names: readonly string[]): void {
  const current = reply.getHeader('vary');
  const listed = current === undefined ? '' : String(current).trim();
  // Most answers have no Vary yet (every API answer passes here for Origin): nothing to merge.
  if (listed === '') {
    reply.header('vary', names.join(', '));
    return;
  }
  // Header names compare without case; `,name,` finds a whole entry, not a name inside another.
  const present = `,${listed.toLowerCase().replace(/\s+/g, '')},`;
  let merged = listed;
  for (const name of names) if (!present.includes(`,${name.toLowerCase()},`)) merged += `, ${name}`;
  if (merged !== listed) reply.header('vary', merged);
}
