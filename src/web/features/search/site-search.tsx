import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { BrandConfig } from '../../../domain/brands';
import { dropdownImageSize, dropdownProductCount, SEARCH_BLUR_CLOSE_MS } from '../../../domain/search-dropdown';
import { sanitiseSearchTerm, SEARCH_TERM_MAX_CHARS } from '../../../domain/search-term';
import { browserApi } from '../../client/browser-api';
import visuallyHidden from '../../ui/visually-hidden.module.css';
import { dropdownOptions, type DropdownOption } from './dropdown-options';
import { SEARCH_SUBMIT_PATH } from './search-submit-path';
import { postSearchEvent, productKey } from './search-analytics';
import { SearchDropdown } from './search-dropdown';
import styles from './site-search.module.css';
import { useSearchSuggestions } from './use-search-suggestions';
import { useWideScreen } from './use-wide-screen';

interface SiteSearchProps {
  brand: BrandConfig;
  className?: string;
}

/**
 * The header search (document 3, "Search bar and dropdown"). Server-rendered it is a plain GET
 * form that the search-submit route resolves; once hydrated it is a WAI-ARIA combobox whose
 * listbox offers suggested terms, products and 'View all products'.
 */
export function SiteSearch({ brand, className }: SiteSearchProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);
  const wide = useWideScreen();
  const { state, search, clear, cancel } = useSearchSuggestions(dropdownProductCount(brand, true));
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [submitting, setSubmitting] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // While a newer search loads, the previous results stay in place rather than flicker away.
  const options = dropdownOptions(state.term, state, dropdownProductCount(brand, wide), brand, location.pathname + location.search);
  const expanded = open && options.length > 0;
  const activeIndex = expanded && active < options.length ? active : -1;

  const reset = useCallback(() => {
    clearTimeout(blurTimer.current);
    clear();
    setValue('');
    setOpen(false);
    setActive(-1);
  }, [clear]);

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  function choose(option: DropdownOption) {
    if (option.kind === 'product') {
      postSearchEvent({ analyticsEventType: 'productClick', query: state.term, productList: [productKey(option.url)], url: option.url });
    }
    reset();
    void navigate(option.url);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const term = sanitiseSearchTerm(value);
    if (term === '' || submitting) return;
    cancel();
    setSubmitting(true);
    const result = await browserApi.get('/api/v2/sitesearch/search-url', { query: { searchterms: term } });
    setSubmitting(false);
    // A failed search stops loading and goes nowhere; the term stays so the shopper can retry.
    if (!result.ok || !result.data) return;
    const productList = options.flatMap((option) => (option.kind === 'product' ? [productKey(option.url)] : []));
    postSearchEvent({ analyticsEventType: 'search', query: term, productList, url: result.data.url });
    reset();
    void navigate(result.data.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      if (!expanded) setActive(event.key === 'ArrowDown' ? 0 : count - 1);
      else if (event.key === 'ArrowDown') setActive(activeIndex + 1 >= count ? 0 : activeIndex + 1);
      else setActive(activeIndex <= 0 ? count - 1 : activeIndex - 1);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      choose(options[activeIndex]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      reset();
    }
  }

  return (
    <form
      action={SEARCH_SUBMIT_PATH}
      method="get"
      role="search"
      className={[styles.form, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      <label htmlFor={`${id}-input`} className={visuallyHidden.hidden}>
        Search products
      </label>
      <input
        id={`${id}-input`}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_TERM_MAX_CHARS}
        placeholder="Search products and brands"
        className={styles.input}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setActive(-1);
          setOpen(true);
          search(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => clearTimeout(blurTimer.current)}
        onBlur={() => {
          blurTimer.current = setTimeout(reset, SEARCH_BLUR_CLOSE_MS);
        }}
      />
      <button type="submit" className={styles.button} aria-busy={submitting} aria-label="Search">
        {/* On phones the button is an icon, so the field keeps room for its whole placeholder. */}
        <svg className={styles.buttonIcon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M9 3a6 6 0 104.47 10l3.77 3.77 1.06-1.06-3.77-3.77A6 6 0 009 3zm0 1.5a4.5 4.5 0 110 9 4.5 4.5 0 010-9z"
            fill="currentColor"
            fillRule="evenodd"
          />
        </svg>
        <span className={styles.buttonText}>Search</span>
      </button>
      <SearchDropdown
        listboxId={listboxId}
        optionId={optionId}
        options={options}
        activeIndex={activeIndex}
        open={expanded}
        imageSize={dropdownImageSize(wide)}
        onChoose={choose}
      />
      <p role="status" className={visuallyHidden.hidden}>
        {statusMessage(state.status, options)}
      </p>
    </form>
  );
}

/** What a screen reader hears when results arrive or the search fails. */
function statusMessage(status: string, options: DropdownOption[]): string {
  if (status === 'failure') return 'Search suggestions are unavailable right now.';
  if (status !== 'success') return '';
  if (options.length === 0) return 'No suggestions.';
  const products = options.filter((o) => o.kind === 'product').length;
  const terms = options.filter((o) => o.kind === 'term').length;
  return `${terms} suggestions and ${products} products. Use the up and down arrows to choose.`;
}
