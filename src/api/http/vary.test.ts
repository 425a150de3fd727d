import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { addVary } from './vary';

/** The Vary header an answer ends with, after its rules add theirs in turn. */
async function varyAfter(existing: string | undefined, ...additions: string[][]): Promise<string | undefined> {
  const app = Fastify();
  app.get('/', (_request, reply) => {
    if (existing !== undefined) reply.header('vary', existing);
    for (const names of additions) addVary(reply, names);
    return reply.send('ok');
  });
  const response = await app.inject('/');
  await app.close();
  return response.headers.vary as string | undefined;
}

describe('addVary', () => {
  it('sets the names on an answer that varies on nothing yet', async () => {
    expect(await varyAfter(undefined, ['Authorization', 'Cookie'])).toBe('Authorization, Cookie');
    expect(await varyAfter('  ', ['Origin'])).toBe('Origin');
  });

  it('adds only the names not already listed, whatever their case or spacing', async () => {
    expect(await varyAfter(undefined, ['Accept-Encoding'], ['Origin'])).toBe('Accept-Encoding, Origin');
    expect(await varyAfter('accept-encoding,ORIGIN', ['Origin', 'Cookie'])).toBe('accept-encoding,ORIGIN, Cookie');
    expect(await varyAfter('Accept-Encoding, Origin', ['Origin'])).toBe('Accept-Encoding, Origin');
  });

  it('matches whole names, not a name inside a longer one', async () => {
    expect(await varyAfter('X-Origin-Hint', ['Origin'])).toBe('X-Origin-Hint, Origin');
  });
});
