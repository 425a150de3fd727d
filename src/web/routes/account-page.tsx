import { useQuery } from '@tanstack/react-query';
import type { AccountInfo, InvoiceDetail, InvoiceList as InvoiceListData, SavedAddressList } from '../../contracts/account';
import { readTokens } from '../client/session-store';
import { ApiCallError } from '../client/use-api-mutation';
import { WidgetQueryProvider } from '../client/widget-query';
import { accountKeys, accountReads } from '../features/account/account-queries';
import { AddressBook } from '../features/account/address-book';
import { InvoiceList } from '../features/account/invoice-list';
import { ProfileForm } from '../features/account/profile-form';
import { routeTableMeta } from '../features/seo/page-meta';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { Heading } from '../ui/heading';
import styles from '../features/account/account.module.css';
import type { Route } from './+types/account-page';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `?orders=2` is the second page of orders (the call's page 1); `?order=<id>` opens one order. */
function pageOf(url: URL): { page: number; openOrderId: string | null } {
  const shown = Number(url.searchParams.get('orders') ?? '1');
  const page = Number.isInteger(shown) && shown >= 1 && shown <= 100_000 ? shown - 1 : 0;
  const order = url.searchParams.get('order');
  return { page, openOrderId: order && UUID.test(order) ? order : null };
}

/**
 * /account. When the server already knows who is signed in (the session cookie) the first render
 * carries the profile, the page of orders and the addresses; otherwise the browser asks for them
 * through its typed client, which carries the session's bearer token.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { page, openOrderId } = pageOf(url);
  const info = await context.api.get('/api/account');
  const empty = {
    page,
    openOrderId,
    brand: context.brand,
    account: null as AccountInfo | null,
    invoices: null as InvoiceListData | null,
    addresses: null as SavedAddressList | null,
    openOrder: null as InvoiceDetail | null,
  };
  if (!info.ok || !info.data) return empty;
  const [invoices, addresses, order] = await Promise.all([
    context.api.get('/api/account/order/invoiced', { query: { page } }),
    context.api.get('/api/account/order/addresses'),
    openOrderId ? context.api.get('/api/account/order/invoiced/{id}', { params: { id: openOrderId } }) : null,
  ]);
  return {
    ...empty,
    account: info.data,
    invoices: invoices.ok ? invoices.data : null,
    addresses: addresses.ok ? addresses.data : null,
    openOrder: order?.ok ? order.data : null,
  };
}

export const meta: Route.MetaFunction = (args) => routeTableMeta(args);

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  return (
    <Container className={styles.page}>
      <div className={styles.intro}>
        <Heading level={1}>My Account</Heading>
        <a href="/account/logout">Log out</a>
      </div>
      <WidgetQueryProvider>
        <AccountArea {...loaderData} />
      </WidgetQueryProvider>
    </Container>
  );
}

function AccountArea({ page, openOrderId, openOrder, brand, account, invoices, addresses }: Route.ComponentProps['loaderData']) {
  const info = useQuery({
    queryKey: accountKeys.info,
    // Without the session's three items nobody is signed in here: ask them to log in without a call.
    queryFn: () => (readTokens() ? accountReads.info() : Promise.reject(new ApiCallError(401, null))),
    initialData: account ?? undefined,
    retry: false,
  });
  if (info.isPending) return <p role="status">Loading your account…</p>;
  if (info.isError) {
    // Nobody signed in, or a session whose account is gone: both are asked to log in.
    const signedOut = info.error instanceof ApiCallError && (info.error.status === 401 || info.error.status === 404);
    return signedOut ? (
      <div className={styles.section}>
        <p>Please log in to see your details, orders and saved addresses.</p>
        <Button href="/account/login" colour="primary">
          Log in
        </Button>
      </div>
    ) : (
      <p role="alert">An error has occurred, please try again</p>
    );
  }
  return (
    <>
      <p>Welcome back, {info.data.firstName}.</p>
      <ProfileForm key={info.data.id} account={info.data} country={brand.country} clientId={brand.clientId} />
      <InvoiceList page={page} openOrderId={openOrderId} openOrder={openOrder} initial={invoices} brand={brand} />
      <AddressBook country={brand.country} initial={addresses} />
    </>
  );
}
