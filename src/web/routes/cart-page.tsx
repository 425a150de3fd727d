import { redirect } from 'react-router';
import type { Cart } from '../../contracts/cart';
import { cartErrorText, truncateCartTitle } from '../../domain/cart-rules';
import { dollarsToCents } from '../../domain/money';
import { formatPrice, isValidSaving } from '../../domain/price-display';
import { pageMeta } from '../features/seo/page-meta';
import { useMoneyFormat } from '../shared/money';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { Heading } from '../ui/heading';
import styles from './cart-page.module.css';
import type { Route } from './+types/cart-page';

/**
 * The cart as a page, for shoppers without JavaScript (the slide-out needs it): every change is a
 * plain form post to this page's action, which calls the same cart API and reloads the page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const res = await context.api.get('/api/cart/');
  return { cart: res.ok ? res.data : null };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const idempotencyKey = globalThis.crypto.randomUUID();
  const intent = text(form, 'intent');
  const productCode = text(form, 'productCode');
  const qty = Number(text(form, 'qty') || '1');
  const res =
    intent === 'remove'
      ? await context.api.delete('/api/cart/product/{productCode}', { params: { productCode }, idempotencyKey })
      : intent === 'apply-code'
        ? await context.api.post('/api/cart/coupon/', { body: { code: text(form, 'code') }, idempotencyKey })
        : intent === 'remove-code'
          ? await context.api.delete('/api/cart/coupon/{id}', { params: { id: text(form, 'code') }, idempotencyKey })
          : await context.api.post('/api/cart/product/', {
              body: {
                qty,
                sku: text(form, 'sku') || undefined,
                productCode: productCode || undefined,
                mode: intent === 'set' ? 'set' : 'add',
              },
              idempotencyKey,
            });
  const headers = new Headers();
  for (const cookie of res.setCookies) headers.append('Set-Cookie', cookie);
  if (!res.ok) return { error: cartErrorText(res.data?.errors) };
  return redirect('/cart', { headers });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, { title: 'Your cart', description: 'The products in your cart.', pathname: location.pathname });

export default function CartPage({ loaderData, actionData }: Route.ComponentProps) {
  const { cart } = loaderData;
  return (
    <Container className={styles.page}>
      <Heading level={1}>Your cart</Heading>
      {actionData?.error ? (
        <p role="alert" className={styles.error}>
          {actionData.error}
        </p>
      ) : null}
      {!cart || cart.products.length === 0 ? <p>Your cart is empty.</p> : <CartTable cart={cart} />}
    </Container>
  );
}

function CartTable({ cart }: { cart: Cart }) {
  const money = useMoneyFormat();
  const price = (dollars: number) => formatPrice(dollarsToCents(dollars), money, '$0');
  return (
    <>
      {cart.messages.map((message) => (
        <p key={message} role="alert" className={styles.error}>
          {message}
        </p>
      ))}
      <ul className={styles.lines}>
        {cart.products.map((product) => (
          <li key={product.productCode} className={styles.line}>
            <a href={product.uri}>{truncateCartTitle(product.title)}</a>
            <span>
              {price(product.price)}
              {product.available ? null : <strong> Unavailable</strong>}
            </span>
            <form method="post" className={styles.inline}>
              <input type="hidden" name="intent" value="set" />
              <input type="hidden" name="productCode" value={product.productCode} />
              <label>
                Quantity <input name="qty" type="number" min={1} max={99} defaultValue={product.quantity} />
              </label>
              <Button type="submit" colour="secondary" size="small">
                Update
              </Button>
            </form>
            <form method="post" className={styles.inline}>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="productCode" value={product.productCode} />
              <Button type="submit" colour="tertiary" size="small">
                Remove
              </Button>
            </form>
            {cart.rewards
              .filter((reward) => reward.productCode === product.productCode)
              .map((reward) => (
                <p key={reward.rewardId} className={styles.reward}>
                  {reward.title}
                </p>
              ))}
          </li>
        ))}
      </ul>
      {cart.codes.map((code) => (
        <form key={code.id} method="post" className={styles.inline}>
          <input type="hidden" name="intent" value="remove-code" />
          <input type="hidden" name="code" value={code.id} />
          <span>
            {code.id}: −{price(code.amount)}
          </span>
          <Button type="submit" colour="tertiary" size="small">
            Remove
          </Button>
        </form>
      ))}
      <form method="post" className={styles.inline}>
        <input type="hidden" name="intent" value="apply-code" />
        <label>
          Gift card or coupon code <input name="code" maxLength={40} autoComplete="off" />
        </label>
        <Button type="submit" colour="secondary" size="small">
          Apply
        </Button>
      </form>
      {cart.errors.length > 0 ? (
        <div className={styles.blocked}>
          <ul>
            {cart.errors.map((error) => (
              <li key={error.message}>{error.message}</li>
            ))}
          </ul>
          <Button href="/ask-an-expert" colour="secondary">
            Request Assistance
          </Button>
        </div>
      ) : (
        <>
          <dl className={styles.totals}>
            <dt>Subtotal</dt>
            <dd>{price(cart.subTotal)}</dd>
            {cart.addOnTotal > 0 ? (
              <>
                <dt>Installation and warranty</dt>
                <dd>{price(cart.addOnTotal)}</dd>
              </>
            ) : null}
            {isValidSaving(dollarsToCents(cart.savingTotal), dollarsToCents(cart.rrpTotal)) ? (
              <>
                <dt>You saved</dt>
                <dd>{price(cart.savingTotal)}</dd>
              </>
            ) : null}
            <dt>Order Total</dt>
            <dd>{price(cart.orderTotal)}</dd>
          </dl>
          <Button href="/customer/checkout" size="large">
            Checkout
          </Button>
        </>
      )}
    </>
  );
}
