import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { GENERIC_ERROR_TEXT, UNEXPECTED_ERROR_TEXT, type ErrorBody } from '../../contracts/errors';

/** An expected failure with a status and the messages a client shows. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: string[] = [],
    message?: string,
  ) {
    super(message ?? GENERIC_ERROR_TEXT[status] ?? UNEXPECTED_ERROR_TEXT);
  }
}

export const notFound = (what: string) => new HttpError(404, [`${what} was not found.`]);

export function errorBody(status: number, errors: string[], message?: string): ErrorBody {
  return { status, message: message ?? GENERIC_ERROR_TEXT[status] ?? UNEXPECTED_ERROR_TEXT, errors };
}

export function zodMessages(error: ZodError): string[] {
  return error.issues.map((issue) => {
    if (issue.path.length === 0 && issue.code === 'invalid_type') return 'The request body must be a JSON object.';
    const field = issue.path.join('.');
    return field && !issue.message.toLowerCase().startsWith(field.toLowerCase()) ? `${field}: ${issue.message}` : issue.message;
  });
}

/** What an error means for the client: its status and messages; `unexpected` errors are logged, never shown. */
export interface ErrorAnswer {
  status: number;
  errors: string[];
  unexpected: boolean;
}

/** One reading of every error a handler, a hook or the framework throws. */
export function describeError(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) return { status: error.status, errors: error.errors, unexpected: false };
  if (error instanceof ZodError) return { status: 400, errors: zodMessages(error), unexpected: false };
  const status = statusOf(error);
  if (status >= 400 && status < 500) return { status, errors: [clientErrorText(error as FastifyError)], unexpected: false };
  return { status: 500, errors: [], unexpected: true };
}

function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' ? status : 500;
}

/**
 * One error shape for every /api answer. Anything not recognised as a client error is logged
 * and answered with the generic 500 text, never with internals.
 */
export function registerApiErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | ZodError, request, reply) => {
    const { status, body } = errorAnswer(error, request.log);
    return reply.status(status).send(body);
  });
}

/** The error answer for what a call threw, from the network or in process (dispatch.ts); anything unexpected is logged. */
export function errorAnswer(error: unknown, log: FastifyBaseLogger): { status: number; body: ErrorBody } {
  const answer = describeError(error);
  if (answer.unexpected) log.error({ err: error }, 'unhandled error');
  const message = error instanceof HttpError ? error.message : undefined;
  return { status: answer.status, body: errorBody(answer.status, answer.errors, message) };
}

/** Fastify's own 4xx messages, made readable for a shopper-facing client. */
function clientErrorText(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_BAD_URL':
      return 'The address has a malformed percent-escape.';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'A part of the address is too long.';
    default:
      return error.message;
  }
}

/** The value, or a 404 naming what was asked for. */
export function orNotFound<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw notFound(what);
  return value;
}
