import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';
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

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Write = (...args: unknown[]) => void;

/**
 * A request's logger whose pino child (the request id binding, run through the redaction paths)
 * is made by the first line the request writes. Above info a request writes none unless
 * something goes wrong, and making the child anyway was 3 % of a GET /api/settings in a CPU profile.
 */
class DeferredRequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  #write(level: Level, args: unknown[]): void {
    if (this.parent.isLevelEnabled(level)) (this.#real()[level] as Write)(...args);
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
  fatal(...args: unknown[]): void {
    this.#write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#write('error', args);
  }
  warn(...args: unknown[]): void {
    this.#write('warn', args);
  }
  info(...args: unknown[]): void {
    this.#write('info', args);
  }
  debug(...args: unknown[]): void {
    this.#write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#write('trace', args);
  }
  silent(): void {}
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: where request lines are written (info and below) or a route sets
 * its own level or serializers, the usual pino child; otherwise a deferred one.
 */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (parent, bindings, options) => {
  // Fastify's logger is the pino logger made from loggerOptions.
  const logger = parent as unknown as Logger;
  if (logger.isLevelEnabled('info') || Object.keys(options).length > 0) return parent.child(bindings, options);
  return new DeferredRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
};

/**
 * Fastify's request lines, one per request when it is answered ("GET /sale 200 41 ms") instead of
 * a pair: at info for a page or a caller's API request, at debug for what `quiet` names (static
 * files, many per page view), so a page view is one line at a terminal. Fastify's error lines are
 * left as they are.
 */
export class RequestLogController extends LogController {
  constructor(private readonly quiet: (request: FastifyRequest) => boolean) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    const ms = Math.round(reply.elapsedTime);
    request.log[this.quiet(request) ? 'debug' : 'info'](
      { req: { method: request.method, url: request.url }, res: { statusCode: reply.statusCode }, responseTime: ms },
      `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`,
    );
  }
}
