import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { Geo } from '../../../contracts/places';
import { formatPlaceLine } from '../../../domain/locality-format';
import styles from './delivery-location.module.css';

// The editor (typeahead, saving, cannot-ship) loads when it first opens: most visitors never change
// their location, and every page shows this widget in the header.
const LocalityEditor = lazy(() => import('./locality-editor').then((module) => ({ default: module.LocalityEditor })));

interface DeliveryLocationProps {
  geo: Geo | null;
  /** The city shows on the product page only. */
  showCity?: boolean;
  /** Always in edit mode (the store panel's location picker). */
  editOnly?: boolean;
  /** `bar`: the utility bar, where the editor opens as a popover. */
  variant?: 'bar' | 'block';
  className?: string;
}

/**
 * Document 1 section 2.4: the delivery location with a pencil to change it. Choosing a locality
 * sets it, updates the header and the page, and closes the editor.
 */
export function DeliveryLocation({ geo, showCity = false, editOnly = false, variant = 'block', className }: DeliveryLocationProps) {
  const titleId = useId();
  const [editing, setEditing] = useState(editOnly);
  const editButton = useRef<HTMLButtonElement>(null);
  const hasPostcode = Boolean(geo?.postcode);

  function stopEditing() {
    if (editOnly) return;
    setEditing(false);
    // Focus goes back to the control that opened the editor.
    requestAnimationFrame(() => editButton.current?.focus());
  }

  const place = geo
    ? formatPlaceLine({ suburb: geo.city, state: geo.state, postcode: geo.postcode, country: geo.country }, { withSuburb: showCity })
    : '';
  return (
    // A group, not a region: the widget appears twice on a product page (header and page) and
    // landmarks must have unique names.
    <div
      role="group"
      className={[styles.widget, styles[variant], className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-editing={editing}
      data-testid="delivery-location"
    >
      <div className={styles.summary}>
        <p id={titleId} className={styles.title}>
          {editing ? 'Set Your Delivery Location' : 'Your delivery location'}
        </p>
        {editOnly ? null : hasPostcode ? (
          <p className={styles.place}>
            <span data-testid="delivery-location-place">{place}</span>
            <button
              ref={editButton}
              type="button"
              className={styles.pencil}
              aria-label="Edit delivery location"
              aria-expanded={editing}
              onClick={() => (editing ? stopEditing() : setEditing(true))}
            >
              <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                <path d="M11.5 2.5l2 2L6 12H4v-2z" stroke="currentColor" strokeWidth="1.5" fill="none" strokeLinejoin="round" />
              </svg>
            </button>
          </p>
        ) : (
          <p className={styles.place}>
            Please select your location.{' '}
            <button ref={editButton} type="button" className={styles.changeLink} aria-expanded={editing} onClick={() => setEditing(true)}>
              Change delivery location
            </button>
          </p>
        )}
      </div>
      {editing ? (
        <div className={styles.editor}>
          <Suspense fallback={null}>
            <LocalityEditor onClose={editOnly ? undefined : stopEditing} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
