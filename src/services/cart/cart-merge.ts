import type { CartRepository } from '../../db/repositories/cart-repository';
import type { Transactions } from '../../db/transactions';
import { mergeCartLines } from '../../domain/cart-merge';

interface MergeDeps {
  carts: CartRepository;
  transactions: Transactions;
  app: string;
}

const lockKey = (app: string, kind: 'account' | 'visitor', id: string) => `${app}:${kind}:${id}`;

/**
 * The merge rule at sign-in (docs/adr/0026-cart-merge-at-sign-in.md):
 * - no visitor cart, or an empty one: the account's cart stays as it is (an empty visitor cart is removed);
 * - the account has no cart: the visitor's cart becomes the account's, whole;
 * - both: each visitor line joins the account's cart; a product in both keeps the larger quantity and
 *   the visitor's add-on choices where it made them; the visitor's coupon replaces the account's,
 *   gift cards are kept from both; the visitor's cart is then removed.
 * Both carts are locked, account first then visitor, in one transaction: a sign-in racing an add to
 * either cart waits, and a second merge of the same visitor finds nothing left to move.
 */
export async function mergeVisitorCart(deps: MergeDeps, visitorId: string, accountId: string): Promise<void> {
  const { carts, transactions, app } = deps;
  await transactions.run(async () => {
    await transactions.lockAggregate('cart', lockKey(app, 'account', accountId));
    await transactions.lockAggregate('cart', lockKey(app, 'visitor', visitorId));
    const visitor = await carts.find(app, { visitorId });
    if (!visitor) return;
    const visitorLines = await carts.rawLines(visitor.id);
    const account = await carts.find(app, { accountId });
    if (visitorLines.length === 0) {
      await carts.deleteCart(visitor.id);
      return;
    }
    if (!account) {
      await carts.giveToAccount(visitor.id, accountId);
      return;
    }
    const accountLines = await carts.rawLines(account.id);
    for (const change of mergeCartLines(accountLines, visitorLines)) {
      if (change.lineId === null) await carts.insertLine({ cartId: account.id, ...change.line });
      else await carts.updateLine(change.lineId, change.line);
    }
    await carts.moveCodes(visitor.id, account.id);
    if (!account.email && visitor.email) await carts.setEmail(account.id, visitor.email);
    await carts.deleteCart(visitor.id);
  });
}
