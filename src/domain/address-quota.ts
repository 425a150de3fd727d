/**
 * Quotas per e-mail address and per client address (issue 36, items 6 and 7). Mail that anyone may
 * trigger for an address (a reset link, a confirmation link, the customer club's confirmation) is
 * sent at most once per kind, address and window; the calls that cost a password hash (register,
 * reset) are limited per client address before the hash is made.
 */
export const QUOTA_WINDOW_MINUTES = 15;
export const QUOTA_WINDOW_MS = QUOTA_WINDOW_MINUTES * 60_000;

/** Mails a stranger can make us send to an address: one of each per window. */
export const MAIL_KINDS = ['reset-link', 'confirm-link', 'club-confirm'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const MAILS_PER_WINDOW = 1;

/** Registrations and password resets per client address in a window (each costs an Argon2id hash). */
export const REGISTER_PER_CLIENT_ADDRESS = 20;
export const RESET_PER_CLIENT_ADDRESS = 20;

/** The key of an e-mail address in a quota: trimmed and lower-cased, so spellings share one count. */
export const mailQuotaKey = (kind: MailKind, email: string) => `mail:${kind}:${email.trim().toLowerCase()}`;
export const clientAddressQuotaKey = (call: 'register' | 'reset', address: string) => `client:${call}:${address}`;
