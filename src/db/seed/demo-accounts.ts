import { hash, type Algorithm } from '@node-rs/argon2';
import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { accounts, identityRefreshTokens, tradeCreditApprovals } from '../schema';
import { APP_IDS, BRANDS } from '../../domain/brands';
import { DEMO_ACCOUNTS, DEMO_TRADE_CREDIT, demoAccountId } from '../../domain/demo-accounts';
import { ARGON2ID_SETTINGS } from '../../domain/password-hashing';

/** The staff member's sales-system identity (document 3 section 6); SP1001 is the first seeded salesperson. */
export const DEMO_STAFF_DETAILS = {
  winningUserId: 'WU-1001',
  salespersonCode: 'SP1001',
  winningCmsUrl: 'https://cms.example.com/salesperson/SP1001',
} as const;

/** Every flavour's demo account ids. */
export function allDemoAccountIds(): string[] {
  return APP_IDS.flatMap((_app, index) => DEMO_ACCOUNTS.map((account) => demoAccountId(index, account)));
}

/**
 * The demo accounts of README "Demo accounts" in every flavour's client: confirmed e-mails,
 * Argon2id password hashes, the staff member with role staff and the sales-system fields. Run in
 * demo mode only (their passwords are public); an account already there is left as it is.
 */
export async function seedDemoAccounts(db: Database, now: Date = new Date()): Promise<number> {
  // Every boot in demo mode comes here: when all the accounts are there, no password is hashed.
  const present = new Set(
    (await db.select({ id: accounts.id }).from(accounts).where(inArray(accounts.id, allDemoAccountIds()))).map((row) => row.id),
  );
  const missing = APP_IDS.flatMap((app, index) =>
    DEMO_ACCOUNTS.map((account) => ({ app, account, id: demoAccountId(index, account) })).filter(({ id }) => !present.has(id)),
  );
  if (missing.length === 0) return seedDemoTradeCredit(db, now).then(() => 0);
  // One hash per password (each 20-odd ms): the same demo person has the same password everywhere.
  const hashes = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    hashes.set(account.key, await hash(account.password, { ...ARGON2ID_SETTINGS, algorithm: 2 as Algorithm }));
  }
  const rows = missing.map(({ app, account, id }) => ({
    id,
    clientId: BRANDS[app].clientId,
    email: account.email,
    emailKey: account.email.toLowerCase(),
    passwordHash: hashes.get(account.key)!,
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone,
    emailConfirmedAt: now,
    role: account.role,
    ...(account.role === 'staff' ? DEMO_STAFF_DETAILS : {}),
    createdAt: now,
    updatedAt: now,
  }));
  const inserted = await db.insert(accounts).values(rows).onConflictDoNothing().returning({ id: accounts.id });
  await seedDemoTradeCredit(db, now);
  return inserted.length;
}

/**
 * Outside demo mode the demo accounts cannot sign in: their passwords are public, so a database
 * that was once a demo keeps the rows (orders may point at them) without passwords or sessions.
 */
export async function disableDemoAccounts(db: Database, now: Date = new Date()): Promise<void> {
  const ids = allDemoAccountIds();
  await db.update(accounts).set({ passwordHash: null, updatedAt: now }).where(inArray(accounts.id, ids));
  await db.update(identityRefreshTokens).set({ revokedAt: now }).where(inArray(identityRefreshTokens.accountId, ids));
}

/**
 * The demo trade account's credit approval in every flavour (README "Demo accounts"), added when
 * missing; an approval staff changed since is left as they set it.
 */
async function seedDemoTradeCredit(db: Database, now: Date): Promise<void> {
  const trade = DEMO_ACCOUNTS.find((account) => account.key === 'trade')!;
  const rows = APP_IDS.map((_app, index) => ({
    accountId: demoAccountId(index, trade),
    ...DEMO_TRADE_CREDIT,
    note: 'Demo trade account',
    updatedAt: now,
  }));
  await db.insert(tradeCreditApprovals).values(rows).onConflictDoNothing();
}
