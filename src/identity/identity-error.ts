import { IDENTITY_ERRORS } from '../domain/identity-messages';

/**
 * An expected refusal of the identity service. The host's error handler answers it in the API's
 * error shape (status, message, errors: [the text]) because it carries `statusCode`; the texts are
 * document 3's identity catalogue.
 */
export class IdentityError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Seconds before trying again (429). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const invalidLogin = () => new IdentityError(401, IDENTITY_ERRORS.invalidLogin);
export const badRequest = (message: string) => new IdentityError(400, message);
export const forbidden = () => new IdentityError(403, 'You do not have permission to perform this action.');
export const throttled = (seconds: number) => new IdentityError(429, IDENTITY_ERRORS.unavailable, seconds);
