import { z } from 'zod';
import { ABN_MESSAGE, isValidAbn, normaliseAbn } from '../domain/abn';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../domain/newsletter-fields';
import { PASSWORD_MAX_LENGTH, passwordProblem } from '../domain/password-policy';
import { personNameSchema } from './person-name';

/**
 * The identity service's calls (document 3 sections 3 and 7): register, sign in by the hidden form
 * post, the silent renew, sign out, password reset, profile and e-mail confirmation, and social
 * sign-in. The browser never sees a refresh token: it lives in the HttpOnly cookie below.
 */

/** The HttpOnly cookie holding the opaque refresh token (Path=/ so server rendering sees it, SameSite=Lax); scripts never read it. */
export const REFRESH_COOKIE = 'sf_refresh';
/** Where login-redir and the social callback send the browser back to (on the allowed origin). */
export const LOGIN_CALLBACK_PATH = '/blank/account/login-callback';
/** Where a refused form sign-in goes back to, with `error` (LOGIN_REDIRECT_ERRORS) and the returnUrl. */
export const LOGIN_PAGE_PATH = '/account/login';
/** The confirmation page the registration mail links to: `${CONFIRM_EMAIL_PAGE_PATH}?token=…`. */
export const CONFIRM_EMAIL_PAGE_PATH = '/account/confirm-email';
/** The reset page the forgot-password mail links to: `${RESET_PASSWORD_PAGE_PATH}?token=…`. */
export const RESET_PASSWORD_PAGE_PATH = '/account/reset-password';
/**
 * Query values a refused form sign-in carries in `error` on the login page: bad credentials (show
 * 'Invalid login'), an e-mail not yet confirmed (offer resendconfirmemail), a social sign-in the
 * person cancelled, or anything else (show 'Service currently unavailable. Please try again later').
 * A throttled sign-in is a 429 with Retry-After, not a redirect.
 */
export const LOGIN_REDIRECT_ERRORS = ['invalid', 'unconfirmed', 'cancelled', 'unavailable'] as const;

const EMAIL_MESSAGE = 'Please enter a valid email';
const required = (name: string) => ({ error: `${name} is required` });

export const emailSchema = z.string(required('email')).trim().max(EMAIL_MAX_LENGTH, EMAIL_MESSAGE).regex(EMAIL_PATTERN, EMAIL_MESSAGE);

/** A new password: the policy of domain/password-policy (12 to 128 characters, not a common one). */
export const newPasswordSchema = z
  .string(required('password'))
  .max(PASSWORD_MAX_LENGTH * 4, 'Your password can have at most 128 characters.')
  .superRefine((value, context) => {
    const problem = passwordProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** A password being checked (sign in, current password): any non-empty text up to the policy's length. */
export const givenPasswordSchema = z
  .string(required('password'))
  .min(1, 'password is required')
  .max(PASSWORD_MAX_LENGTH * 4, 'Invalid login');

const name = (field: string) => personNameSchema(field, { required: `${field} is required` });

/** The flavour's identity client (`BRANDS[app].clientId`, e.g. `wa-web`); an unknown one is a 400. */
export const clientIdSchema = z.string(required('clientId')).trim().min(1, 'clientId is required').max(64, 'clientId is not known');

/** An optional ABN: blank means none; otherwise 11 digits with the ABN checksum. */
const abnSchema = z
  .string()
  .max(20, ABN_MESSAGE)
  .optional()
  .nullable()
  .transform((value) => (value == null || value.trim() === '' ? null : normaliseAbn(value)))
  .refine((value) => value === null || isValidAbn(value), ABN_MESSAGE);

const phoneSchema = z
  .string()
  .trim()
  .max(20, 'Please enter a valid phone number')
  .regex(/^[+\d\s()-]*$/, 'Please enter a valid phone number')
  .optional()
  .nullable()
  .transform((value) => (value ? value : null));

/** A path on this site to return to after sign-in ("/account", "/p/kettle?x=1"); never another host. */
export const returnUrlSchema = z
  .string()
  .trim()
  .max(2000, 'returnUrl is too long')
  .refine(
    (value) => value === '' || (/^\/(?![/\\])/.test(value) && ![...value].some((c) => c.charCodeAt(0) < 0x20)),
    'returnUrl must be a path on this site',
  )
  .optional()
  .transform((value) => (value ? value : '/account'));

/** The origin the browser came from (scheme, host and port); answered only when it is one of the client's. */
export const originSchema = z
  .string(required('origin'))
  .trim()
  .max(200, 'origin is not allowed')
  .regex(/^https?:\/\/[^/\s?#]+$/i, 'origin is not allowed');

/** The page's one-time value, echoed in the id token so the callback page can tell its own sign-in. */
export const nonceSchema = z
  .string(required('nonce'))
  .trim()
  .min(8, 'nonce must have 8 to 128 characters')
  .max(128, 'nonce must have 8 to 128 characters')
  .regex(/^[\w.~-]+$/, 'nonce may hold letters, digits and - . _ ~');

/** A reset or confirmation token as it arrives in a link. */
export const oneTimeTokenSchema = z
  .string(required('token'))
  .trim()
  .min(16, 'token is not valid')
  .max(200, 'token is not valid')
  .regex(/^[\w-]+$/, 'token is not valid');

export const registerBodySchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: name('firstName'),
  lastName: name('lastName'),
  phone: phoneSchema,
  clientId: clientIdSchema,
  ABN: abnSchema,
});
export type RegisterBody = z.input<typeof registerBodySchema>;

/** The hidden form post (application/x-www-form-urlencoded) or the same as JSON. */
export const loginRedirBodySchema = z.object({
  email: z.string(required('email')).trim().min(1, 'email is required').max(EMAIL_MAX_LENGTH, 'Invalid login'),
  password: givenPasswordSchema,
  returnUrl: returnUrlSchema,
  origin: originSchema,
  nonce: nonceSchema,
  /** The flavour's client; this server's own flavour when omitted. */
  clientId: clientIdSchema.optional(),
});
export type LoginRedirBody = z.input<typeof loginRedirBodySchema>;

/** A JSON sign-in (Accept: application/json) answers where the browser should go instead of a 303. */
export const loginRedirResponseSchema = z.object({ redirectTo: z.string() });

export const logoutBodySchema = z.object({
  userId: z.string().trim().max(64).optional().nullable(),
  clientId: clientIdSchema.optional(),
});

/** The silent renew: the refresh cookie is the credential; `token` (the old access token) is optional and only a hint. */
export const reloginBodySchema = z.object({
  token: z.string().max(4000).optional().nullable(),
  origin: originSchema,
  nonce: nonceSchema,
  returnUrl: returnUrlSchema,
});

/** What the header and account link need on first paint. */
export const accountSummarySchema = z.object({
  userId: z.string(),
  clientId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isStaff: z.boolean(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const reloginResponseSchema = z.object({
  accessToken: z.string(),
  idToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expiresIn: z.number().int(),
  /** The access token's expiry, seconds since the epoch. */
  expiresAt: z.number().int(),
  returnUrl: z.string(),
  account: accountSummarySchema,
});
export type ReloginResponse = z.infer<typeof reloginResponseSchema>;

export const forgotPasswordBodySchema = z.object({ clientId: clientIdSchema, email: emailSchema });
export const resendConfirmEmailBodySchema = forgotPasswordBodySchema;
export const resetPasswordBodySchema = z.object({ token: oneTimeTokenSchema, password: newPasswordSchema });
export const confirmEmailParamsSchema = z.object({ token: oneTimeTokenSchema });

/** A plain acknowledgement whose text never depends on whether an e-mail has an account. */
export const identityMessageSchema = z.object({ message: z.string() });

export const profileSchema = z.object({
  userId: z.string(),
  clientId: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  abn: z.string().nullable(),
  role: z.enum(['customer', 'staff']),
  isStaff: z.boolean(),
  hasPassword: z.boolean(),
  winningUserId: z.string().nullable(),
  salespersonCode: z.string().nullable(),
  winningCmsUrl: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

const changed = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
  .optional()
  .default(false);

/**
 * Profile update of document 3 (each field with its "changed" flag), plus an optional password
 * change. Changing the e-mail or the password needs the current password. Nothing here can
 * change the role or the staff fields: unknown fields are ignored.
 */
export const updateProfileBodySchema = z.object({
  userId: z.string(required('userId')).trim().min(1, 'userId is required').max(64),
  clientId: clientIdSchema,
  email: emailSchema.optional(),
  emailChanged: changed,
  firstName: name('firstName').optional(),
  firstNameChanged: changed,
  lastName: name('lastName').optional(),
  lastNameChanged: changed,
  currentPassword: givenPasswordSchema.optional(),
  newPassword: newPasswordSchema.optional(),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

export const confirmEmailResponseSchema = z.object({ confirmed: z.literal(true), message: z.string() });

export const externalLoginParamsSchema = z.object({
  provider: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]{1,40}$/, 'provider is not known'),
});
export const externalLoginQuerySchema = z.object({
  nonce: nonceSchema,
  origin: originSchema,
  returnUrl: returnUrlSchema,
  clientId: clientIdSchema.optional(),
});
/** What the provider sends back: a code and our state, or an error (the person pressed Cancel). */
export const externalLoginCallbackQuerySchema = z.object({
  state: z.string(required('state')).max(200),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(500).optional(),
  iss: z.string().max(500).optional(),
});

/** The public keys tokens are signed with (RFC 7517). */
export const jwksSchema = z.object({
  keys: z.array(z.object({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.string() }).catchall(z.unknown())),
});
