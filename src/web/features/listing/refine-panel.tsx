import { useEffect, useId, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { KeptOnServer, ServerMarkup } from '../../ui/server-markup';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../../ui/link';
import type { Facets } from '../../../contracts/search';
import { DEFAULT_SORT, listingHref, priceParam, samePrice, stateFromForm, type ListingState } from './listing-url';
import { useMoneyFormat } from '../../shared/money';
import { priceRangeLabel } from './price-range-label';
import styles from './refine-panel.module.css';
import { categoryPath } from '../../../domain/page-paths';

/** Brands and categories shown before 'More …'; the rest wait in a disclosure. */
const VISIBLE_BRANDS = 8;
const VISIBLE_CATEGORIES = 8;
const DESKTOP = '(min-width: 768px)';

export interface RefineGroups {
  brands: boolean;
  prices: boolean;
  categories: boolean;
}

interface RefinePanelProps {
  dialogRef: RefObject<HTMLDialogElement | null>;
  openerRef: RefObject<HTMLButtonElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathname: string;
  state: ListingState;
  facets: Facets;
  groups: RefineGroups;
  /** The category page's own uri ("cooking/ovens"), left out of the category links. */
  currentCategory?: string;
  /** On a brand page the category links keep to the brand. */
  categoryBrand?: string;
}

/**
 * The refine section: a sidebar from the md breakpoint, and on smaller screens the mobile refine
 * panel, a full-height native dialog opened by the Refine button. Without JavaScript it is a
 * plain GET form shown in the page flow (CSS `scripting: none`) with an Apply button.
 */
export function RefinePanel({
  dialogRef,
  openerRef,
  open,
  onOpenChange,
  pathname,
  state,
  facets,
  groups,
  currentCategory,
  categoryBrand,
}: RefinePanelProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const { search } = useLocation();

  // Modals close on navigation, and the mobile panel is no modal once the screen is wide.
  useEffect(() => {
    dialogRef.current?.close();
  }, [search, dialogRef]);
  useEffect(() => {
    const wide = window.matchMedia(DESKTOP);
    const close = () => wide.matches && dialogRef.current?.close();
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [dialogRef]);

  // The fields show a draft: the URL's state, plus choices in the mobile panel not yet applied.
  // Controlled fields keep their DOM nodes (and keyboard focus) when the results change.
  const [draft, setDraft] = useState(state);
  const [draftOf, setDraftOf] = useState(search);
  if (draftOf !== search) {
    setDraftOf(search);
    setDraft(state);
  }

  const apply = (next: ListingState) => navigate(listingHref(pathname, next), { preventScrollReset: true });

  const onFieldChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = stateFromForm(event.currentTarget.form!, state);
    setDraft(next);
    // In the mobile panel choices wait for Apply; in the sidebar they apply at once.
    if (!dialogRef.current?.open) apply(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(stateFromForm(event.currentTarget, state));
    dialogRef.current?.close();
  };

  const money = useMoneyFormat();
  const categories = facets.categories.filter((c) => c.uri !== currentCategory);
  const brands = facets.brands;
  const hiddenBrandSelected = brands.slice(VISIBLE_BRANDS).some((b) => draft.brands.includes(b.slug));
  const prices = facets.priceRanges.filter((r) => r.count > 0 || samePrice(state.price, r));
  const customPrice = state.price && !facets.priceRanges.some((r) => samePrice(state.price, r)) ? state.price : null;

  const categoryLink = (category: Facets['categories'][number]) => (
    <li key={category.uri}>
      <Link to={`${categoryPath(category.uri)}${categoryBrand ? `?brands=${categoryBrand}` : ''}`}>
        {category.name} <span className={styles.count}>({category.count})</span>
      </Link>
    </li>
  );

  // The lists are drawn from the facets and the URL's choices alone: the server keeps their HTML
  // (ADR 0041). Category links are kept as the server wrote them in the browser too (ADR 0040);
  // brand and price choices hydrate, for their handlers.
  const categoryList = (shown: Facets['categories']) => (
    <ServerMarkup as="ul" className={styles.links} fragment="refine-categories" drawnFrom={[shown, categoryBrand]}>
      {shown.map(categoryLink)}
    </ServerMarkup>
  );
  const brandList = (shown: Facets['brands']) => (
    <KeptOnServer as="ul" className={styles.options} fragment="refine-brands" drawnFrom={[shown, draft.brands]}>
      {shown.map(brandBox)}
    </KeptOnServer>
  );

  const brandBox = (brand: Facets['brands'][number]) => (
    <li key={brand.slug}>
      <label className={styles.option}>
        <input type="checkbox" name="brands" value={brand.slug} checked={draft.brands.includes(brand.slug)} onChange={onFieldChange} />
        <span>{brand.name}</span> <span className={styles.count}>({brand.count})</span>
      </label>
    </li>
  );

  return (
    <dialog
      ref={dialogRef}
      className={styles.panel}
      aria-labelledby={titleId}
      data-blocks-chat={open ? 'filer-panel' : undefined}
      onClose={() => {
        onOpenChange(false);
        openerRef.current?.focus();
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Refine
        </h2>
        <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()} aria-label="Close refine panel">
          ×
        </button>
      </div>

      <div className={styles.body}>
        {groups.categories && categories.length > 0 ? (
          <nav aria-labelledby={`${titleId}-categories`} className={styles.group}>
            <h3 id={`${titleId}-categories`} className={styles.groupTitle}>
              Category
            </h3>
            {categoryList(categories.slice(0, VISIBLE_CATEGORIES))}
            {categories.length > VISIBLE_CATEGORIES ? (
              <details className={styles.more}>
                <summary>More categories ({categories.length - VISIBLE_CATEGORIES})</summary>
                {categoryList(categories.slice(VISIBLE_CATEGORIES))}
              </details>
            ) : null}
          </nav>
        ) : null}

        <form method="get" action={pathname} className={styles.form} onSubmit={onSubmit}>
          {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
          {state.sort !== DEFAULT_SORT ? <input type="hidden" name="sort" value={state.sort} /> : null}

          {groups.brands && brands.length > 0 ? (
            <fieldset className={styles.group}>
              <legend className={styles.groupTitle}>Brand</legend>
              {brandList(brands.slice(0, VISIBLE_BRANDS))}
              {brands.length > VISIBLE_BRANDS ? (
                <details className={styles.more} open={hiddenBrandSelected}>
                  <summary>More brands ({brands.length - VISIBLE_BRANDS})</summary>
                  {brandList(brands.slice(VISIBLE_BRANDS))}
                </details>
              ) : null}
            </fieldset>
          ) : null}

          {groups.prices && prices.length > 0 ? (
            <fieldset className={styles.group}>
              <legend className={styles.groupTitle}>Price</legend>
              <KeptOnServer as="ul" className={styles.options} fragment="refine-prices" drawnFrom={[prices, customPrice, draft.price]}>
                <li>
                  <label className={styles.option}>
                    <input type="radio" name="price" value="" checked={draft.price === null} onChange={onFieldChange} />
                    <span>Any price</span>
                  </label>
                </li>
                {customPrice ? (
                  <li>
                    <label className={styles.option}>
                      <input
                        type="radio"
                        name="price"
                        value={priceParam(customPrice)}
                        checked={samePrice(draft.price, customPrice)}
                        onChange={onFieldChange}
                      />
                      <span>{priceRangeLabel(customPrice, money)}</span>
                    </label>
                  </li>
                ) : null}
                {prices.map((range) => (
                  <li key={range.label}>
                    <label className={styles.option}>
                      <input
                        type="radio"
                        name="price"
                        value={priceParam(range)}
                        checked={samePrice(draft.price, range)}
                        onChange={onFieldChange}
                      />
                      <span>{range.label}</span> <span className={styles.count}>({range.count})</span>
                    </label>
                  </li>
                ))}
              </KeptOnServer>
            </fieldset>
          ) : null}

          <div className={styles.actions}>
            <button type="submit" className={styles.apply}>
              Apply filters
            </button>
          </div>
        </form>
      </div>
    </dialog>
  );
}
