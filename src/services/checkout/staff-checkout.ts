import type { CheckoutSubmit } from '../../contracts/checkout';
import type { Caller } from '../../domain/caller';
import type { CheckoutDeps } from './checkout-deps';
import { CheckoutRefusal } from './checkout-refusal';
import { staffStore } from './checkout-view';
import type { StaffContext } from './reserve-order';

const NOT_STAFF: StaffContext = { storeName: null, subdivision: null, salespersonCode: null, storeAddress: null };

/**
 * A staff checkout's store and salesperson: the store chosen (by subdivision) or the staff member's
 * own, and a salesperson of that store's subdivision (the staff member by default). Cash and carry
 * delivers to that store.
 */
export async function staffContext(deps: CheckoutDeps, caller: Caller, body: CheckoutSubmit): Promise<StaffContext> {
  if (caller.kind !== 'staff') return NOT_STAFF;
  const account = await deps.profiles.byId(caller.accountId);
  const { stores, person, store: ownStore } = await staffStore(deps, account?.salespersonCode ?? null);
  const store = body.subdivision ? stores.find((s) => s.subdivision === body.subdivision) : ownStore;
  if (!store) throw new CheckoutRefusal(400, [`There is no store in the subdivision "${body.subdivision ?? ''}".`]);
  let salespersonCode = person && person.subdivision === store.subdivision ? person.code : null;
  if (body.salespersonCode) {
    const chosen = await deps.checkout.salespersonByCode(body.salespersonCode);
    if (!chosen || chosen.subdivision !== store.subdivision)
      throw new CheckoutRefusal(400, [`The salesperson "${body.salespersonCode}" does not work in the ${store.subdivision} stores.`]);
    salespersonCode = chosen.code;
  }
  return {
    storeName: store.name,
    subdivision: store.subdivision,
    salespersonCode,
    storeAddress: {
      address: store.address,
      suburb: store.suburb,
      state: store.state,
      postcode: store.postcode,
      country: deps.brand.country,
    },
  };
}
