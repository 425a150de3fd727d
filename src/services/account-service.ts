import type { AccountInfo, ProfileUpdate, RemindersResponse } from '../contracts/account';
import type { AccountProfileRepository, AccountRow } from '../db/repositories/account-profile-repository';
import type { Transactions } from '../db/transactions';
import type { CountryCode } from '../domain/brands';
import { checkPhone } from '../domain/phone-number';

export type ProfileOutcome = { outcome: 'saved'; account: AccountInfo } | { outcome: 'invalid'; errors: string[] } | { outcome: 'missing' };

/** Staff fields appear only for a staff account: their presence is what marks staff to the web app. */
export function accountInfo(row: AccountRow): AccountInfo {
  const info: AccountInfo = { id: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email, phone: row.phone };
  if (row.role !== 'staff') return info;
  return {
    ...info,
    winningUserId: row.winningUserId ?? '',
    salespersonCode: row.salespersonCode ?? '',
    winningCmsUrl: row.winningCmsUrl ?? '',
  };
}

/** The signed-in account's profile and a staff member's reminders. */
export function createAccountService(repository: AccountProfileRepository, transactions: Transactions) {
  return {
    async info(accountId: string): Promise<AccountInfo | null> {
      const row = await repository.byId(accountId);
      return row ? accountInfo(row) : null;
    },

    /** Name and phone only; the phone must pass the flavour country's rules (an empty one removes it). */
    async updateProfile(
      accountId: string,
      update: Required<ProfileUpdate>,
      context: { country: CountryCode; now: Date },
    ): Promise<ProfileOutcome> {
      let phone: string | null = null;
      if (update.phone !== '') {
        const check = checkPhone(update.phone, context.country);
        if (!check.ok) return { outcome: 'invalid', errors: [check.error] };
        phone = check.number;
      }
      return transactions.run(async () => {
        await transactions.lockAggregate('account', accountId);
        const row = await repository.updateProfile(
          accountId,
          { firstName: update.firstName, lastName: update.lastName, phone },
          context.now,
        );
        return row ? { outcome: 'saved', account: accountInfo(row) } : { outcome: 'missing' };
      });
    },

    async reminders(accountId: string): Promise<RemindersResponse> {
      const { rows, totalCount } = await repository.activeReminders(accountId);
      return { totalCount, reminders: rows };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
