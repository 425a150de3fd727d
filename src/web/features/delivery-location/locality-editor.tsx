import { useState } from 'react';
import type { Locality } from '../../../contracts/places';
import styles from './delivery-location.module.css';
import { LocalityCombobox } from './locality-combobox';
import { CANNOT_SHIP_TEXT, useSetLocation } from './use-set-location';

interface LocalityEditorProps {
  /** Closes the editor; absent where it is always open (the store panel's location picker). */
  onClose?(): void;
}

/**
 * The open editor of the delivery location: the 'Delivery Postcode' typeahead, the saving and
 * cannot-ship messages and Cancel. Choosing a locality sets it and closes the editor. It is loaded
 * on use (the first press of the pencil), so pages do not carry the typeahead before it is wanted.
 */
export function LocalityEditor({ onClose }: LocalityEditorProps) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const setLocation = useSetLocation();

  async function choose(locality: Locality) {
    setSaving(true);
    setError(null);
    const done = await setLocation(locality.id);
    setSaving(false);
    if (!done) setError(CANNOT_SHIP_TEXT);
    else onClose?.();
  }

  return (
    <>
      <LocalityCombobox onChoose={(locality) => void choose(locality)} onEscape={onClose} autoFocus={onClose !== undefined} />
      {saving ? <p className={styles.saving}>Saving your location…</p> : null}
      {error ? (
        <p className={styles.cannotShip} role="alert">
          {error}
        </p>
      ) : null}
      {onClose ? (
        <button type="button" className={styles.cancel} onClick={onClose}>
          Cancel
        </button>
      ) : null}
    </>
  );
}
