import type { z } from 'zod';
import type {
  forgotPasswordBodySchema,
  Profile,
  registerBodySchema,
  resetPasswordBodySchema,
  updateProfileBodySchema,
} from '../contracts/identity';
import { CONFIRM_EMAIL_PAGE_PATH, RESET_PASSWORD_PAGE_PATH } from '../contracts/identity';
import type { AddressQuotaRepository } from '../db/repositories/address-quota-repository';
import type { OutboxRepository } from '../db/repositories/outbox-repository';
import type { Transactions } from '../db/transactions';
import {
  clientAddressQuotaKey,
  MAILS_PER_WINDOW,
  mailQuotaKey,
  QUOTA_WINDOW_MINUTES,
  QUOTA_WINDOW_MS,
  REGISTER_PER_CLIENT_ADDRESS,
  RESET_PER_CLIENT_ADDRESS,
  type MailKind,
} from '../domain/address-quota';
import { IDENTITY_ERRORS, IDENTITY_MESSAGES } from '../domain/identity-messages';
import { needsRehash } from '../domain/password-hashing';
import { retryAfterSeconds } from '../domain/sign-in-throttle';
import { badRequest, forbidden, IdentityError, invalidLogin, throttled } from './identity-error';
import { identityMails, queueIdentityMail } from './identity-mail';
import { CONFIRM_TOKEN_TTL_MS, RESET_TOKEN_TTL_MS, type IdentityClient, type IdentitySettings } from './identity-settings';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { emailKeyOf, type AccountRepository, type AccountRow } from './repositories/account-repository';
import type { AccountTokenRow, OneTimeTokenRepository } from './repositories/one-time-token-repository';
import { newSecret, secretHash } from './secrets';
import type { SessionService } from './session-service';
import type { SignInAttempt, SignInThrottle } from './sign-in-throttle';

type RegisterInput = z.output<typeof registerBodySchema>;
type ResetInput = z.output<typeof resetPasswordBodySchema>;
type EmailInput = z.output<typeof forgotPasswordBodySchema>;
type UpdateInput = z.output<typeof updateProfileBodySchema>;

export const UNCONFIRMED_EMAIL_MESSAGE = 'Please confirm your e-mail address first: we can send the link again.';
export const EMAIL_TAKEN_MESSAGE = 'That e-mail address cannot be used for this account.';

export interface AccountServiceDeps {
  transactions: Transactions;
  accounts: AccountRepository;
  oneTimeTokens: OneTimeTokenRepository;
  outbox: OutboxRepository;
  quotas: AddressQuotaRepository;
  sessions: SessionService;
  throttle: SignInThrottle;
  settings: IdentitySettings;
  now: () => Date;
}

function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** A link works only for the address it was mailed to: the account must still have that address. */
const sentToAccountOf = (link: AccountTokenRow, account: AccountRow) => emailKeyOf(link.email) === account.emailKey;

export function profileOf(account: AccountRow): Profile {
  const isStaff = account.role === 'staff';
  return {
    userId: account.id,
    clientId: account.clientId,
    email: account.email,
    emailConfirmed: account.emailConfirmedAt !== null,
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone,
    abn: account.abn,
    role: account.role,
    isStaff,
    hasPassword: account.passwordHash !== null,
    winningUserId: isStaff ? account.winningUserId : null,
    salespersonCode: isStaff ? account.salespersonCode : null,
    winningCmsUrl: isStaff ? account.winningCmsUrl : null,
  };
}

/** Registration, sign-in by password, password reset, e-mail confirmation and the profile. */
export function createAccountService(deps: AccountServiceDeps) {
  const { transactions, accounts, oneTimeTokens, outbox, quotas, sessions, throttle, settings, now } = deps;

  function clientOf(clientId: string): IdentityClient {
    const client = settings.clients.get(clientId);
    if (!client) throw badRequest('clientId is not known');
    return client;
  }

  /**
   * A new link of a kind, bound to `email`, replacing the open ones. Without an account (a
   * forgot-password for an unknown address) the row is written all the same, so both answers do the
   * same work; such a link can never be used.
   */
  async function issueLink(
    client: IdentityClient,
    account: AccountRow | null,
    purpose: 'reset-password' | 'confirm-email',
    email: string,
  ): Promise<string> {
    const at = now();
    const token = newSecret();
    if (account) await oneTimeTokens.spendAll(account.id, purpose, at);
    else await oneTimeTokens.spendAllWithoutAccount(email, purpose, at);
    const ttl = purpose === 'reset-password' ? RESET_TOKEN_TTL_MS : CONFIRM_TOKEN_TTL_MS;
    await oneTimeTokens.insert({
      tokenHash: secretHash(token),
      accountId: account?.id ?? null,
      purpose,
      email,
      createdAt: at,
      expiresAt: new Date(at.getTime() + ttl),
    });
    const page = purpose === 'reset-password' ? RESET_PASSWORD_PAGE_PATH : CONFIRM_EMAIL_PAGE_PATH;
    return `${client.siteUrl}${page}?token=${token}`;
  }

  /**
   * Takes this window's one mail of a kind for an address (in the caller's transaction, so a
   * rolled-back change gives it back); false when it was already sent. The caller's answer does not
   * change, so a refused mail tells nothing.
   */
  async function mayMail(kind: MailKind, email: string, at: Date): Promise<boolean> {
    return (await quotas.take(mailQuotaKey(kind, email), MAILS_PER_WINDOW, QUOTA_WINDOW_MS, at)).allowed;
  }

  /** Counts a costly call (a password hash) for the client address; a 429 with Retry-After over the limit. */
  async function limitClientAddress(call: 'register' | 'reset', address: string, limit: number): Promise<void> {
    const at = now();
    const use = await quotas.take(clientAddressQuotaKey(call, address), limit, QUOTA_WINDOW_MS, at);
    if (!use.allowed) throw throttled(retryAfterSeconds(use.windowStartedAt, at, QUOTA_WINDOW_MINUTES));
  }

  return {
    clientOf,

    /** Always the same answer: a taken e-mail gets a mail of its own instead of an error. */
    async register(input: RegisterInput, clientAddress: string): Promise<string> {
      const client = clientOf(input.clientId);
      await limitClientAddress('register', clientAddress, REGISTER_PER_CLIENT_ADDRESS);
      // Hash first, whether or not the e-mail is taken, so both answers take as long.
      const passwordHash = await hashPassword(input.password);
      await transactions.run(async () => {
        const at = now();
        const created = await accounts.insertCustomer(
          {
            clientId: client.clientId,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            phone: input.phone,
            abn: input.ABN,
            passwordHash,
          },
          at,
        );
        if (created) {
          if (!(await mayMail('confirm-link', created.email, at))) return;
          const link = await issueLink(client, created, 'confirm-email', created.email);
          await queueIdentityMail(outbox, identityMails.confirm(client, created.email, created.firstName, link), at);
          return;
        }
        const existing = await accounts.byEmail(client.clientId, input.email);
        // The owner is told once per window, however often someone registers with the address.
        if (!existing || !(await mayMail('reset-link', existing.email, at))) return;
        const link = await issueLink(client, existing, 'reset-password', existing.email);
        await queueIdentityMail(outbox, identityMails.alreadyRegistered(client, existing.email, link), at);
      });
      return IDENTITY_MESSAGES.registered;
    },

    /**
     * Checks a password sign-in. Throttled first; an unknown e-mail costs the same hash check as a
     * wrong password and gets the same answer ('Invalid login').
     */
    async checkPassword(attempt: SignInAttempt & { password: string }): Promise<AccountRow> {
      clientOf(attempt.clientId);
      const slot = await throttle.take(attempt);
      const account = await accounts.byEmail(attempt.clientId, attempt.email);
      const valid = account?.passwordHash
        ? await verifyPassword(account.passwordHash, attempt.password)
        : await verifyAgainstDummy(attempt.password);
      // A failure keeps its slot: it was counted before the check.
      if (!account || !valid) throw invalidLogin();
      await throttle.succeeded(slot);
      if (!account.emailConfirmedAt) throw new IdentityError(403, UNCONFIRMED_EMAIL_MESSAGE);
      if (needsRehash(account.passwordHash!))
        await accounts.update(account.id, { passwordHash: await hashPassword(attempt.password) }, now());
      return account;
    },

    async forgotPassword(input: EmailInput): Promise<string> {
      const client = clientOf(input.clientId);
      await transactions.run(async () => {
        const at = now();
        const account = (await accounts.byEmail(client.clientId, input.email)) ?? null;
        const email = account?.email ?? input.email;
        // A known and an unknown address do the same work (a mail quota, a link row, a mail), so the
        // answer's timing tells nothing; the unknown address is told it has no account here.
        if (!(await mayMail('reset-link', email, at))) return;
        const link = await issueLink(client, account, 'reset-password', email);
        const mail = account ? identityMails.reset(client, email, link) : identityMails.noAccount(client, email);
        await queueIdentityMail(outbox, mail, at);
      });
      return IDENTITY_MESSAGES.resetRequested;
    },

    async resendConfirmation(input: EmailInput): Promise<string> {
      const client = clientOf(input.clientId);
      await transactions.run(async () => {
        const at = now();
        const account = await accounts.byEmail(client.clientId, input.email);
        if (!account || account.emailConfirmedAt || !(await mayMail('confirm-link', account.email, at))) return;
        const link = await issueLink(client, account, 'confirm-email', account.email);
        await queueIdentityMail(outbox, identityMails.confirm(client, account.email, account.firstName, link), at);
      });
      return IDENTITY_MESSAGES.confirmationResent;
    },

    /** A new password by a reset link: every session of the account ends and its address is told. */
    async resetPassword(input: ResetInput, clientAddress: string): Promise<string> {
      await limitClientAddress('reset', clientAddress, RESET_PER_CLIENT_ADDRESS);
      const tokenHash = secretHash(input.token);
      // The link is checked before the password is hashed: a made-up link costs one indexed read, not a hash.
      if (!(await oneTimeTokens.peek(tokenHash, 'reset-password', now()))) throw badRequest(IDENTITY_MESSAGES.invalidToken);
      const passwordHash = await hashPassword(input.password);
      await transactions.run(async () => {
        const at = now();
        const used = await oneTimeTokens.use(tokenHash, 'reset-password', at);
        const account = used && (await accounts.byId(used.accountId));
        // A link mailed to an address the account no longer has resets (and confirms) nothing.
        if (!account || !sentToAccountOf(used, account)) throw badRequest(IDENTITY_MESSAGES.invalidToken);
        // The link reached the account's own mailbox, which confirms that address as well.
        await accounts.update(account.id, { passwordHash, emailConfirmedAt: account.emailConfirmedAt ?? at }, at);
        await sessions.endAllOf(account.id);
        await throttle.recordSuccess({ clientId: account.clientId, email: account.email, address: '' });
        await queueIdentityMail(outbox, identityMails.passwordChanged(clientOf(account.clientId), account.email), at);
      });
      return IDENTITY_MESSAGES.passwordReset;
    },

    async confirmEmail(token: string): Promise<string> {
      await transactions.run(async () => {
        const at = now();
        const used = await oneTimeTokens.use(secretHash(token), 'confirm-email', at);
        const account = used && (await accounts.byId(used.accountId));
        // A link sent to an address the account no longer has confirms nothing.
        if (!account || !sentToAccountOf(used, account)) throw badRequest(IDENTITY_MESSAGES.invalidToken);
        if (!account.emailConfirmedAt) await accounts.update(account.id, { emailConfirmedAt: at }, at);
      });
      return IDENTITY_MESSAGES.emailConfirmed;
    },

    async profile(accountId: string): Promise<Profile> {
      const account = await accounts.byId(accountId);
      if (!account) throw invalidLogin();
      return profileOf(account);
    },

    /**
     * Changes the flagged fields of the caller's own account. A new e-mail or password needs the
     * current password (when the account has one), ends the account's other sessions and tells the
     * old address. Role and staff fields are not in the input and are never written. The current
     * password is checked in the sign-in throttle's slots (`address` is the client's), so it cannot
     * be guessed here instead.
     */
    async updateProfile(accountId: string, familyId: string | undefined, input: UpdateInput, address: string): Promise<Profile> {
      const account = await accounts.byId(accountId);
      if (!account) throw invalidLogin();
      if (input.userId !== account.id || input.clientId !== account.clientId) throw forbidden();
      const newEmail =
        input.emailChanged && input.email && input.email.toLowerCase() !== account.email.toLowerCase() ? input.email : undefined;
      const newPassword = input.newPassword;
      if ((newEmail || newPassword) && account.passwordHash) {
        if (!input.currentPassword) throw badRequest(IDENTITY_ERRORS.invalidLogin);
        const slot = await throttle.take({ clientId: account.clientId, email: account.email, address });
        if (!(await verifyPassword(account.passwordHash, input.currentPassword))) throw badRequest(IDENTITY_ERRORS.invalidLogin);
        await throttle.succeeded(slot);
      }
      const passwordHash = newPassword ? await hashPassword(newPassword) : undefined;
      return transactions.run(async () => {
        const at = now();
        if (newEmail && (await accounts.byEmail(account.clientId, newEmail))) throw badRequest(EMAIL_TAKEN_MESSAGE);
        const updated = await accounts
          .update(
            account.id,
            {
              ...(input.firstNameChanged && input.firstName ? { firstName: input.firstName } : {}),
              ...(input.lastNameChanged && input.lastName ? { lastName: input.lastName } : {}),
              ...(newEmail ? { email: newEmail, emailConfirmedAt: null } : {}),
              ...(passwordHash ? { passwordHash } : {}),
            },
            at,
          )
          .catch((error: unknown) => {
            // Another account took the address between the check and the write.
            if (isUniqueViolation(error)) throw badRequest(EMAIL_TAKEN_MESSAGE);
            throw error;
          });
        const client = clientOf(account.clientId);
        if (newEmail || passwordHash) await sessions.endAllOf(account.id, familyId);
        if (newEmail) {
          // Every open link went to the old address: none may act on the account under its new one.
          await oneTimeTokens.spendEveryLinkOf(account.id, at);
          await queueIdentityMail(outbox, identityMails.emailChanged(client, account.email, newEmail), at);
          if (await mayMail('confirm-link', newEmail, at)) {
            const link = await issueLink(client, updated!, 'confirm-email', newEmail);
            await queueIdentityMail(outbox, identityMails.confirm(client, newEmail, updated!.firstName, link), at);
          }
        }
        if (passwordHash) await queueIdentityMail(outbox, identityMails.passwordChanged(client, account.email), at);
        return profileOf(updated!);
      });
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
