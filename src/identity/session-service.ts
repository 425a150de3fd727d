import { randomUUID } from 'node:crypto';
import type { AccountRepository, AccountRow } from './repositories/account-repository';
import type { RefreshTokenRepository } from './repositories/refresh-token-repository';
import { newSecret, secretHash } from './secrets';

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  expiresAt: Date;
}

export type RotationOutcome =
  | { outcome: 'rotated'; account: AccountRow; refresh: IssuedRefreshToken }
  /** No such token, expired, revoked, or its account is gone. */
  | { outcome: 'invalid' }
  /** A token that was already rotated came back: its family is revoked. */
  | { outcome: 'reused' };

/**
 * Refresh-token sessions. A sign-in starts a family; a renew rotates the token within it; a
 * rotated token presented again means it was copied, so the whole family ends (RFC 9700 4.14.2).
 */
export function createSessionService(
  tokens: RefreshTokenRepository,
  accounts: AccountRepository,
  settings: { refreshTokenTtlDays: number; now: () => Date },
) {
  const ttlMs = settings.refreshTokenTtlDays * 24 * 60 * 60 * 1000;

  async function issue(accountId: string, familyId: string): Promise<IssuedRefreshToken> {
    const now = settings.now();
    const token = newSecret();
    const expiresAt = new Date(now.getTime() + ttlMs);
    await tokens.insert({ familyId, accountId, tokenHash: secretHash(token), createdAt: now, expiresAt });
    return { token, familyId, expiresAt };
  }

  return {
    start: (accountId: string) => issue(accountId, randomUUID()),

    async rotate(token: string): Promise<RotationOutcome> {
      const now = settings.now();
      const row = await tokens.byHash(secretHash(token));
      if (!row || row.revokedAt) return { outcome: 'invalid' };
      if (row.rotatedAt) {
        await tokens.revokeFamily(row.familyId, now);
        return { outcome: 'reused' };
      }
      if (row.expiresAt <= now) return { outcome: 'invalid' };
      const account = await accounts.byId(row.accountId);
      if (!account) return { outcome: 'invalid' };
      // Two renews racing with one token: only one rotates it; the other is treated as a reuse.
      if (!(await tokens.markRotated(row.id, now))) {
        await tokens.revokeFamily(row.familyId, now);
        return { outcome: 'reused' };
      }
      return { outcome: 'rotated', account, refresh: await issue(account.id, row.familyId) };
    },

    /** The account of a current token without rotating it (server rendering reads the cookie this way). */
    async peek(token: string): Promise<{ account: AccountRow; familyId: string } | undefined> {
      const row = await tokens.byHash(secretHash(token));
      if (!row || row.revokedAt || row.rotatedAt || row.expiresAt <= settings.now()) return undefined;
      const account = await accounts.byId(row.accountId);
      return account ? { account, familyId: row.familyId } : undefined;
    },

    async end(token: string): Promise<void> {
      const row = await tokens.byHash(secretHash(token));
      if (row) await tokens.revokeFamily(row.familyId, settings.now());
    },

    endAllOf: (accountId: string, keepFamilyId?: string) => tokens.revokeAccount(accountId, settings.now(), keepFamilyId),

    liveRole: (familyId: string, accountId: string) => tokens.liveFamilyRole(familyId, accountId, settings.now()),
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
