import type { AddressSave, SavedAddress } from '../contracts/account';
import type { AddressRepository, AddressRow } from '../db/repositories/address-repository';
import type { Transactions } from '../db/transactions';
import type { CountryCode } from '../domain/brands';
import { checkAddress, type AddressErrors } from '../domain/customer-address';
import { checkPhone } from '../domain/phone-number';

export type SaveOutcome =
  { outcome: 'saved'; address: SavedAddress } | { outcome: 'invalid'; errors: AddressErrors } | { outcome: 'missing' };

function savedAddress(row: AddressRow): SavedAddress {
  const { id, firstName, lastName, companyName, address, suburb, state, postcode, country, phone } = row;
  return { id, firstName, lastName, companyName, address, suburb, state, postcode, country, phone };
}

/** A customer's saved addresses, kept in the flavour's country format. */
export function createAddressBookService(repository: AddressRepository, transactions: Transactions) {
  return {
    async list(accountId: string): Promise<SavedAddress[]> {
      return (await repository.list(accountId)).map(savedAddress);
    },

    /** Adds (no id) or changes one of the account's own addresses; an id of someone else's is `missing`. */
    async save(
      accountId: string,
      body: Required<Omit<AddressSave, 'id'>> & { id?: string },
      context: { country: CountryCode; now: Date },
    ): Promise<SaveOutcome> {
      // A New Zealand form has no state field; an empty one from an Australian form is a missing state.
      const fields = { ...body, state: body.state ? body.state.toUpperCase() : null };
      const errors = checkAddress(fields, context.country);
      if (Object.keys(errors).length > 0) return { outcome: 'invalid', errors };
      const phone = checkPhone(fields.phone, context.country, { mobileOnly: true });
      const values = {
        country: context.country,
        firstName: fields.firstName,
        lastName: fields.lastName,
        companyName: fields.companyName,
        address: fields.address,
        suburb: fields.suburb,
        state: fields.state,
        postcode: fields.postcode,
        phone: phone.ok ? phone.number : fields.phone,
      };
      return transactions.run(async () => {
        await transactions.lockAggregate('address-book', accountId);
        // A session can outlive its account; saving for it is a 404, not a foreign-key failure.
        if (!(await repository.accountExists(accountId))) return { outcome: 'missing' };
        if (!body.id) return { outcome: 'saved', address: savedAddress(await repository.insert(accountId, values, context.now)) };
        const row = await repository.update(accountId, body.id, values, context.now);
        return row ? { outcome: 'saved', address: savedAddress(row) } : { outcome: 'missing' };
      });
    },

    /** The addresses left, or null when the address is not the account's. */
    async remove(accountId: string, addressId: string): Promise<SavedAddress[] | null> {
      return transactions.run(async () => {
        await transactions.lockAggregate('address-book', accountId);
        if (!(await repository.remove(accountId, addressId))) return null;
        return (await repository.list(accountId)).map(savedAddress);
      });
    },
  };
}
export type AddressBookService = ReturnType<typeof createAddressBookService>;
