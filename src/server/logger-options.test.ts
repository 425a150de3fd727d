import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options';

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
