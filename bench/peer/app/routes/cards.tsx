import { Link, useLoaderData } from 'react-router';

interface Card {
  id: number;
  title: string;
  uri: string;
  image: string;
  brand: string;
  price: number;
  rrp: number;
}

const MAX_CARDS = 2000;
/** Static product cards, made once: the peer does no application work per request. */
const CARDS: Card[] = Array.from({ length: MAX_CARDS }, (_, i) => ({
  id: i + 1,
  title: `Westinghouse 60cm Built-in Electric Oven WVE${6000 + i}`,
  uri: `/p/westinghouse-60cm-built-in-electric-oven-wve${6000 + i}`,
  image: `/media/products/oven-${i % 7}.svg`,
  brand: 'Westinghouse',
  price: 899 + (i % 50) * 10,
  rrp: 1299 + (i % 50) * 10,
}));

export function meta() {
  return [{ title: 'Peer page' }, { name: 'description', content: 'Static product cards' }];
}

/** `?cards=N` sizes the page: the benchmark picks N so the HTML matches one of the storefront's pages. */
export function loader({ request }: { request: Request }) {
  const n = Number(new URL(request.url).searchParams.get('cards') ?? 24);
  return { cards: CARDS.slice(0, Number.isInteger(n) ? Math.min(Math.max(n, 0), MAX_CARDS) : 24) };
}

export default function Cards() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Products</h1>
      <ul>
        {cards.map((card) => (
          <li key={card.id}>
            <article>
              <Link to={card.uri}>
                <img src={card.image} alt={card.title} width={160} height={160} loading="lazy" />
                <h2>{card.title}</h2>
              </Link>
              <p>{card.brand}</p>
              <p>
                <strong>${card.price}</strong> <s>${card.rrp}</s>
              </p>
              <button type="button">Add to compare</button>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
