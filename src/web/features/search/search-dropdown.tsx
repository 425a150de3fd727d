import { useEffect, useRef, type CSSProperties, type MouseEvent } from 'react';
import type { DropdownOption } from './dropdown-options';
import styles from './site-search.module.css';

interface SearchDropdownProps {
  listboxId: string;
  optionId: (index: number) => string;
  options: DropdownOption[];
  activeIndex: number;
  open: boolean;
  imageSize: number;
  onChoose: (option: DropdownOption) => void;
}

/**
 * The listbox of the search combobox: suggested terms and products in labelled groups, then
 * 'View all products'. Focus stays in the input (aria-activedescendant points here), so options
 * are plain elements chosen by click or by Enter in the input.
 */
export function SearchDropdown({ listboxId, optionId, options, activeIndex, open, imageSize, onChoose }: SearchDropdownProps) {
  const listbox = useRef<HTMLDivElement>(null);

  // Keep the option picked with the arrow keys in view when the list scrolls (small screens).
  useEffect(() => {
    if (activeIndex < 0) return;
    listbox.current?.querySelector(`#${CSS.escape(optionId(activeIndex))}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, optionId]);

  const indexed = options.map((option, index) => ({ option, index }));
  const terms = indexed.filter(({ option }) => option.kind === 'term');
  const products = indexed.filter(({ option }) => option.kind === 'product');
  // 'View all products', then 'LOG IN for Price' where the server withheld the products' prices.
  const links = indexed.filter(({ option }) => option.kind === 'all' || option.kind === 'login');

  const renderOption = ({ option, index }: { option: DropdownOption; index: number }) => (
    <div
      key={`${option.kind}:${option.url}`}
      id={optionId(index)}
      role="option"
      aria-selected={index === activeIndex}
      className={[styles.option, styles[option.kind]].join(' ')}
      onClick={() => onChoose(option)}
    >
      {option.kind === 'product' ? (
        <>
          <span className={styles.imageBox} style={{ width: imageSize, height: imageSize }}>
            {option.imageUrl ? (
              <img className={styles.image} src={option.imageUrl} alt="" width={imageSize} height={imageSize} decoding="async" />
            ) : null}
          </span>
          <span className={styles.productText}>
            <span className={styles.productName}>{option.text}</span>
            <span className={styles.productPrice}>{option.price}</span>
          </span>
        </>
      ) : (
        option.text
      )}
    </div>
  );

  return (
    <div
      ref={listbox}
      id={listboxId}
      role="listbox"
      aria-label="Search suggestions"
      className={styles.listbox}
      hidden={!open}
      // Keeps focus in the input while the pointer picks an option, so the input never blurs.
      onMouseDown={(event: MouseEvent) => event.preventDefault()}
    >
      {terms.length > 0 ? (
        <div role="group" aria-labelledby={`${listboxId}-terms`} className={styles.terms}>
          <div id={`${listboxId}-terms`} role="presentation" className={styles.groupLabel}>
            Suggestions
          </div>
          {terms.map(renderOption)}
        </div>
      ) : null}
      {products.length > 0 ? (
        <div
          role="group"
          aria-labelledby={`${listboxId}-products`}
          className={styles.products}
          // Two rows of tiles above the lg breakpoint: 8 products in 4 columns, 6 in 3.
          style={{ '--product-columns': Math.ceil(products.length / 2) } as CSSProperties}
        >
          <div id={`${listboxId}-products`} role="presentation" className={styles.groupLabel}>
            Products
          </div>
          {products.map(renderOption)}
        </div>
      ) : null}
      {links.map(renderOption)}
    </div>
  );
}
