import { Form, redirect, useNavigation } from 'react-router';
import { weekdayIndexIn } from '../../domain/calendar-date';
import { Breadcrumbs } from '../features/breadcrumbs/breadcrumbs';
import { useRootData } from '../shared/root-data';
import { pageMeta } from '../features/seo/page-meta';
import { loadStoreOr404 } from '../features/stores/load-store.server';
import { OpenTodayStatus } from '../features/stores/open-today-status';
import { OpeningHoursTable } from '../features/stores/opening-hours-table';
import { StoreAddress } from '../features/stores/store-address';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { Heading } from '../ui/heading';
import { VisuallyHidden } from '../ui/visually-hidden';
import styles from './store-detail.module.css';
import type { Route } from './+types/store-detail';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const store = await loadStoreOr404(context, url, params.uri);
  return { store, todayIndex: weekdayIndexIn(store.timeZone, context.now()) };
}

/** "Set as my store": the API sets the store cookie; we pass it on and reload the page (POST-redirect-GET). */
export async function action({ context, request, url }: Route.ActionArgs) {
  const form = await request.formData();
  const res = await context.api.post('/api/store/setstore', { body: { storeId: String(form.get('storeId') ?? '') } });
  if (!res.ok) return { error: 'Sorry, we could not set this store. Please try again.' };
  const headers = new Headers();
  for (const cookie of res.setCookies) headers.append('Set-Cookie', cookie);
  return redirect(url.pathname, { headers });
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, {
    title: loaderData ? `${loaderData.store.name} Store` : 'Store Details',
    description: loaderData ? `${loaderData.store.name}: address, opening hours and directions.` : 'Store details',
    pathname: location.pathname,
    image: loaderData?.store.thumbImg.src || undefined,
  });

export default function StoreDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { store, todayIndex } = loaderData;
  const isMyStore = useRootData()?.geo?.store?.id === store.id;
  const saving = useNavigation().state === 'submitting';
  return (
    <Container className={styles.page}>
      <Breadcrumbs
        trail={[
          { name: 'Our Stores', uri: '/stores' },
          { name: store.name, uri: '' },
        ]}
      />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Heading level={1}>{store.name}</Heading>
          <OpenTodayStatus openToday={store.openToday} />
          {store.blurb ? <p className={styles.blurb}>{store.blurb}</p> : null}
          <div className={styles.contact}>
            <StoreAddress store={store} />
            {store.email ? (
              <p className={styles.email}>
                Email <a href={`mailto:${store.email}`}>{store.email}</a>
              </p>
            ) : null}
          </div>
          <div className={styles.actions}>
            <Button href={store.directionsUrl} colour="secondary">
              Get Directions<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Button>
            {store.virtualTourId ? (
              <Button href={`/virtual-tour/${store.storeUri}`} colour="tertiary">
                View Virtual Tour
              </Button>
            ) : null}
          </div>
          {/* Not a region: the header's store panel is the page's one "Your store" region. */}
          <div className={styles.myStore}>
            {isMyStore ? (
              <p className={styles.isMine}>
                <span aria-hidden="true">✓</span> This is your store
              </p>
            ) : (
              <Form method="post">
                <input type="hidden" name="storeId" value={store.id} />
                <Button type="submit" disabled={saving}>
                  Set as my store
                </Button>
              </Form>
            )}
            {actionData?.error ? (
              <p role="alert" className={styles.error}>
                {actionData.error}
              </p>
            ) : null}
          </div>
        </div>
        <aside className={styles.hours} aria-label="Opening hours">
          <OpeningHoursTable openTimes={store.openTimes} todayIndex={todayIndex} />
        </aside>
      </div>
    </Container>
  );
}
