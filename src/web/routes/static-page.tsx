import { missingResource } from '../features/errors/missing-resource.server';
import { StaticContentBody } from '../features/static-content/static-content-body';
import { pageMeta } from '../features/seo/page-meta';
import { Container } from '../ui/container';
import { Heading } from '../ui/heading';
import styles from './static-page.module.css';
import type { Route } from './+types/static-page';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const res = await context.api.get('/api/Static/{name}', { params: { name: params.uri } });
  // A missing page (404) and a name the API rejects (400) are both "no such page" to a shopper.
  if (!res.ok || !res.data) throw await missingResource(context, url);
  return { page: res.data };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  pageMeta(matches, {
    title: loaderData?.page.heading ?? 'Information',
    description: loaderData?.page.metaDescription ?? '',
    pathname: location.pathname,
    ogType: 'article',
  });

export default function StaticContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <Container className={styles.page}>
      <article className={styles.article}>
        <Heading level={1}>{page.heading}</Heading>
        <StaticContentBody html={page.body} />
      </article>
    </Container>
  );
}
