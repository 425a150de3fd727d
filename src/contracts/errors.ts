import { z } from 'zod';

/** The one error body every /api call answers with; `errors` is the spec's list of messages. */
export const errorBodySchema = z.object({
  status: z.number().int(),
  message: z.string(),
  errors: z.array(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Generic texts of document 3 section 8, by status. */
export const GENERIC_ERROR_TEXT: Record<number, string> = {
  400: 'Invalid request. Please check your input.',
  401: 'Authentication required. Please log in again.',
  403: 'You do not have permission to perform this action.',
  404: 'The requested resource could not be found.',
  // Not in the spec's catalogue: the server's own refusals, each named rather than called a server error.
  405: 'This request method is not allowed here.',
  408: 'The request took too long to arrive.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  415: 'The request body is not in a supported format.',
  431: 'The request headers or address are too large.',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'A server error occurred. Please try again later.',
};
export const UNEXPECTED_ERROR_TEXT = 'An unexpected error occurred. Please try again later.';
