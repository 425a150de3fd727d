import { useEffect, useId, useRef, useState } from 'react';
import type { Locality } from '../../../contracts/places';
import visuallyHidden from '../../ui/visually-hidden.module.css';
import styles from './delivery-location.module.css';
import { CANNOT_SHIP_TEXT } from './use-set-location';
import { useLocalitySearch } from './use-locality-search';

interface LocalityComboboxProps {
  onChoose(locality: Locality): void;
  /** Escape with the list closed: the editor closes. */
  onEscape?(): void;
  autoFocus?: boolean;
}

/**
 * The 'Delivery Postcode' typeahead as a WAI-ARIA 1.2 combobox with a list box popup: arrows move
 * through the options, Enter chooses, Escape closes the list (then the editor).
 */
export function LocalityCombobox({ onChoose, onEscape, autoFocus = false }: LocalityComboboxProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(true);
  const search = useLocalitySearch(text);
  const results = search.status === 'done' ? search.results : [];
  const expanded = listOpen && results.length > 0;
  const noResults = search.status === 'done' && results.length === 0;

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);
  useEffect(() => setActive(-1), [search]);

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (results.length === 0) return;
      event.preventDefault();
      setListOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const chosen = expanded ? results[active] : undefined;
      if (!chosen) return;
      event.preventDefault();
      onChoose(chosen);
    } else if (event.key === 'Escape') {
      // Handled here, Escape goes no further: the store panel around the picker stays open. React
      // listens on the document, beside the panel's own listener, so stopping propagation alone
      // does not reach it; the panel ignores an Escape whose default was prevented.
      if (expanded) setListOpen(false);
      else if (onEscape) onEscape();
      else return;
      event.preventDefault();
      event.stopPropagation();
    }
  }

  return (
    <div className={styles.combobox}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        Delivery Postcode
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        className={styles.input}
        type="text"
        inputMode="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-describedby={noResults ? `${id}-none` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Enter delivery Postcode"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setListOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={`${id}-list`} role="listbox" aria-label="Delivery locations" className={styles.listbox} hidden={!expanded}>
        {results.map((locality, index) => (
          <li
            key={locality.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Keep focus in the input; the click chooses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(locality)}
          >
            {locality.fullAddress}
          </li>
        ))}
      </ul>
      {/* One live region for the outcome: the visible no-results texts or the spoken count. */}
      <div id={`${id}-none`} role="status" className={styles.noResults}>
        {noResults ? (
          <>
            <p>No Results Found</p>
            <p className={styles.cannotShip}>{CANNOT_SHIP_TEXT}</p>
          </>
        ) : null}
        <span className={visuallyHidden.hidden}>
          {search.status === 'done' && results.length > 0 ? `${results.length} locations found` : ''}
          {search.status === 'failed' ? 'Locations could not be loaded' : ''}
        </span>
      </div>
    </div>
  );
}
