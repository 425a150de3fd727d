import { Writable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, requestLogger } from './logger-options';

describe('log output', () => {
  it('is pretty at a terminal', () => {
    expect(loggerOptions('info', true)).toMatchObject({ level: 'info', transport: { target: 'pino-pretty' } });
  });

  it('is JSON lines (no transport) when the output is a file or a pipe', () => {
    expect(loggerOptions('warn', false)).not.toHaveProperty('transport');
  });

  it('never logs cookies or credentials', () => {
    expect(loggerOptions('info', false).redact).toEqual(expect.arrayContaining(['req.headers.cookie', 'res.headers["set-cookie"]']));
  });
});

/** A request's logger as Fastify makes it, over a logger at `level` writing JSON lines into `lines`. */
function requestLog(level: 'info' | 'warn') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => void (lines.push(JSON.parse(String(chunk))), done()) });
  const parent = pino(loggerOptions(level, false), stream) as unknown as FastifyBaseLogger;
  const log = requestLogger.call({} as FastifyInstance, parent, { reqId: 'req-7' }, {}, {} as IncomingMessage);
  return { log, lines };
}

describe('a request’s logger', () => {
  it('above info writes no request line, and still writes an error with the request id and card fields hidden', () => {
    const { log, lines } = requestLog('warn');
    log.info('request completed');
    log.error({ body: { cvv: '737' } }, 'unhandled error');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-7', msg: 'unhandled error', body: { cvv: '[Redacted]' } })]);
  });

  it('at info writes every line with the request id, and its own children keep it', () => {
    const { log, lines } = requestLog('info');
    log.info('incoming request');
    log.child({ step: 'pay' }).warn('slow');
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'req-7', msg: 'incoming request' }),
      expect.objectContaining({ reqId: 'req-7', step: 'pay', msg: 'slow' }),
    ]);
  });

  it('above info gives its children the request id too', () => {
    const { log, lines } = requestLog('warn');
    log.child({ step: 'pay' }).warn('slow');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'req-7', step: 'pay', msg: 'slow' })]);
  });
});
