import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { Link } from '../../ui/link';
import type { ProductPage } from '../../../contracts/search';
import { createPagination, itemRange } from '../../../domain/pagination';
import { groupDigits } from '../../../domain/digit-groups';
import { Container } from '../../ui/container';
import { Heading } from '../../ui/heading';
import { Breadcrumbs, type Crumb } from '../breadcrumbs/breadcrumbs';
import { isFiltered, listingHref, withoutFilters, type ListingState } from './listing-url';
import { PaginationNav } from './pagination-nav';
import { ProductGrid } from './product-grid';
import { RefinePanel, type RefineGroups } from './refine-panel';
import { onRefineRequest } from './refine-request';
import { SelectedFilters } from './selected-filters';
import { SortForm } from './sort-form';
import type { TileOptions } from './tile-options';
import styles from './listing-view.module.css';

interface ListingViewProps {
  trail: Crumb[];
  heading: ReactNode;
  /** Text under the heading: a promotion's offer, a corrected search term. */
  intro?: ReactNode;
  pathname: string;
  state: ListingState;
  page: ProductPage;
  tile: TileOptions;
  groups: RefineGroups;
  currentCategory?: string;
  categoryBrand?: string;
  relevanceLabel?: string;
  /** Shown instead of the results when nothing at all matches (no filter chosen). */
  empty: ReactNode;
}

const plural = (n: number) => `${groupDigits(n)} ${n === 1 ? 'product' : 'products'}`;

/**
 * The shared body of the category, brand, promotion, product landing and search pages: heading
 * and count, the refine section, sort, selected filters, tiles and pagination. All state is in
 * the URL; JavaScript only makes the same links and forms apply without a full page load.
 */
export function ListingView(props: ListingViewProps) {
  const {
    trail,
    heading,
    intro,
    pathname,
    state,
    page,
    tile,
    currentCategory,
    categoryBrand,
    relevanceLabel = 'Recommended',
    empty,
  } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname === pathname;

  // A refine button elsewhere on the page (the landing banner) opens the mobile panel or scrolls to the sidebar.
  useEffect(
    () =>
      onRefineRequest((how) => {
        const panel = dialogRef.current;
        if (!panel) return;
        if (how === 'panel') {
          if (!panel.open) panel.showModal();
          setOpen(true);
          return;
        }
        panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
        panel.querySelector<HTMLElement>('input, a')?.focus({ preventScroll: true });
      }),
    [],
  );

  // Filtering or sorting by price would reveal the prices the server withheld from this visitor.
  const showPrices = page.pricesWithheld !== true;
  const groups = { ...props.groups, prices: props.groups.prices && showPrices };
  const filtered = isFiltered(state);
  const nothingAtAll = page.totalCount === 0 && !filtered;
  const pagination = createPagination('listing', page.totalCount, page.pageSize, page.page);
  const { first, last } = itemRange(pagination);

  return (
    <Container className={styles.page}>
      <Breadcrumbs trail={trail} />
      <header className={styles.head}>
        <Heading level={1} look={2} className={styles.heading}>
          {heading}
        </Heading>
        {intro}
        <p className={styles.count} role="status">
          {page.totalCount === 0
            ? filtered
              ? 'No products match these filters'
              : 'No products found'
            : page.totalCount <= page.pageSize
              ? plural(page.totalCount)
              : `Showing ${first}–${last} of ${plural(page.totalCount)}`}
        </p>
      </header>

      {nothingAtAll ? (
        empty
      ) : (
        <div className={styles.layout}>
          <RefinePanel
            dialogRef={dialogRef}
            openerRef={openerRef}
            open={open}
            onOpenChange={setOpen}
            pathname={pathname}
            state={state}
            facets={page.facets}
            groups={groups}
            currentCategory={currentCategory}
            categoryBrand={categoryBrand}
          />
          <section className={styles.results} aria-labelledby="listing-results" aria-busy={busy || undefined}>
            <h2 id="listing-results" className={styles.hiddenHeading}>
              Products
            </h2>
            <div className={styles.toolbar}>
              <button
                ref={openerRef}
                type="button"
                className={styles.refine}
                aria-haspopup="dialog"
                onClick={() => {
                  dialogRef.current?.showModal();
                  setOpen(true);
                }}
              >
                Refine{filtered ? ` (${state.brands.length + (state.price ? 1 : 0)})` : ''}
              </button>
              <SortForm pathname={pathname} state={state} relevanceLabel={relevanceLabel} priceSorts={showPrices} />
            </div>
            <SelectedFilters pathname={pathname} state={state} facets={page.facets} />
            {page.products.length > 0 ? (
              <ProductGrid products={page.products} tile={tile} />
            ) : (
              <div className={styles.noMatch}>
                <p>No products match these filters. Try removing one, or start again.</p>
                <Link to={listingHref(pathname, withoutFilters(state))}>Clear all filters</Link>
              </div>
            )}
            <PaginationNav pathname={pathname} state={state} totalItems={page.totalCount} itemsPerPage={page.pageSize} />
          </section>
        </div>
      )}
    </Container>
  );
}
