import { IncomingMessage, ServerResponse } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fetchInMemory, requestInMemory } from './in-memory-http';

async function echoApp() {
  const app = Fastify({ trustProxy: false });
  const seen: { request: object; response: object }[] = [];
  app.addHook('onRequest', (request, reply, done) => {
    seen.push({ request: request.raw, response: reply.raw });
    done();
  });
  app.post('/echo', async (request, reply) => {
    reply.header('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
    return { body: request.body, ip: request.ip, cookie: request.headers.cookie ?? null };
  });
  app.get('/drop', async (request) => {
    request.raw.socket.destroy();
    return new Promise(() => {});
  });
  await app.ready();
  return { app, seen };
}

describe('a request sent to the server in memory', () => {
  it('is answered by its routes as a request from the network is: status, every header, the body', async () => {
    const { app } = await echoApp();
    const response = await requestInMemory(app.server, {
      method: 'POST',
      path: '/echo?x=1',
      headers: { 'content-type': 'application/json', cookie: 'visitor=v-1' },
      body: JSON.stringify({ hello: 'world' }),
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    // The server sees the page's visitor as the caller, and the body arrives whole.
    expect(JSON.parse(response.body)).toEqual({ body: { hello: 'world' }, ip: '203.0.113.9', cookie: 'visitor=v-1' });
    await app.close();
  });

  it('comes from this host when no address is given', async () => {
    const { app } = await echoApp();
    const response = await requestInMemory(app.server, {
      method: 'POST',
      path: '/echo',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(JSON.parse(response.body)).toMatchObject({ ip: '127.0.0.1' });
    await app.close();
  });

  // What keeps the server's shared code compiled for one kind of request and response (ADR 0044):
  // an injected request (light-my-request) is another class, and so is its response.
  it('reaches the routes as Node’s own request and response, like a request from the network', async () => {
    const { app, seen } = await echoApp();
    await requestInMemory(app.server, { method: 'POST', path: '/echo', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(seen).toHaveLength(1);
    expect(Object.getPrototypeOf(seen[0]!.request)).toBe(IncomingMessage.prototype);
    expect(Object.getPrototypeOf(seen[0]!.response)).toBe(ServerResponse.prototype);
    await app.close();
  });

  it('fails, rather than waits, when the server drops the connection', async () => {
    const { app } = await echoApp();
    await expect(requestInMemory(app.server, { method: 'GET', path: '/drop', headers: {} })).rejects.toThrow(/socket hang up/);
    await app.close();
  });

  it('answers a fetch the same way, with the answer’s headers', async () => {
    const { app } = await echoApp();
    const response = await fetchInMemory(app.server)('http://sandbox.example/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 't' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await response.json()).toMatchObject({ body: { token: 't' } });
    await app.close();
  });
});
