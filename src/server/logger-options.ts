import type { AppConfig } from '../config/env';

/** Card fields, wherever a logged object carries them (a body, an error's details): never in the clear. */
export const CARD_FIELDS = ['encryptedValues', 'cardDetails', 'cvv', 'cvc', 'cardNo', 'PaRes', 'PaReq'];

/** What the log must never hold: the visitor's cookies and credentials, and card data at any depth we log. */
const REDACTED = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...CARD_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `body.${field}`, `req.body.${field}`]),
];

/** Pretty lines for a person at a terminal (pino-pretty); JSON lines for whatever collects the logs. */
export function loggerOptions(level: AppConfig['logLevel'], terminal: boolean) {
  return {
    level,
    redact: REDACTED,
    ...(terminal ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
}
