import type { AppConfig } from '../config/env';

/** What the log must never hold: the visitor's cookies and credentials. */
const REDACTED = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

/** Pretty lines for a person at a terminal (pino-pretty); JSON lines for whatever collects the logs. */
export function loggerOptions(level: AppConfig['logLevel'], terminal: boolean) {
  return {
    level,
    redact: REDACTED,
    ...(terminal ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
}
