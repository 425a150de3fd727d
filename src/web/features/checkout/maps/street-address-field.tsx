import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { AddressKind } from '../../../../domain/checkout-address';
import { useShownError } from '../../../ui/form/use-shown-error';
import styles from '../address/address-fields.module.css';
import { CheckoutCombobox } from '../address/checkout-combobox';
import type { LatLng, MapsCountry, SanitizedAddress, StreetSuggestion } from './maps-adapter';
import { addressFromSuggestion } from './sanitize-place';
import type { MapsState } from './use-maps-adapter';
import { useStreetSuggestions } from './use-street-suggestions';
import { FieldError } from '../../../ui/form/field-error';

interface StreetAddressFieldProps {
  kind: AddressKind;
  country: MapsCountry;
  disabled?: boolean;
  maps: MapsState;
  bias: LatLng | null;
  /** The sanitized place of a chosen suggestion, at once. */
  onPlace(address: SanitizedAddress): void;
  /** The autocomplete finished: the geocoded address, or the place again when geocoding was not OK. */
  onAutocompleted(address: SanitizedAddress): void;
}

const LABEL = 'Street Address';

/**
 * The street address (document 2 section 2): a typeahead over the maps service's suggestions
 * (geocode type, the flavour's country, biased to the shopper's area), or a plain input when the
 * maps service failed to load. Typing always writes the field, so manual entry works either way.
 */
export function StreetAddressField({ kind, country, disabled, maps, bias, onPlace, onAutocompleted }: StreetAddressFieldProps) {
  const id = useId();
  const { control } = useFormContext();
  const name = `${kind === 'delivery' ? 'deliveryAddress' : 'billingAddress'}.address`;
  const { field, error } = useShownError(control, name);
  const text = String(field.value ?? '');
  const [chosenText, setChosenText] = useState<string | null>(null);
  const adapter = maps.status === 'ready' ? maps.adapter : null;
  const search = useStreetSuggestions(adapter, chosenText === text ? '' : text, country, bias);
  const suggestions = search.status === 'done' ? search.suggestions : [];

  async function choose(suggestion: StreetSuggestion) {
    if (!adapter) return;
    const place = addressFromSuggestion(suggestion.description, country, suggestion.mainText);
    setChosenText(place.streetAddress);
    field.onChange({ target: { value: place.streetAddress } });
    onPlace(place);
    const geocoded = await adapter.geocode(suggestion.description, country);
    const found = geocoded.status === 'OK' && geocoded.address?.streetAddress ? geocoded.address : place;
    setChosenText(found.streetAddress);
    field.onChange({ target: { value: found.streetAddress } });
    onAutocompleted(found);
  }

  if (maps.status === 'failed') {
    return (
      <div className={styles.field} data-testid={`${kind}-street-manual`}>
        <label htmlFor={id}>{LABEL}</label>
        <input
          {...field}
          ref={field.ref}
          id={id}
          type="text"
          value={text}
          autoComplete={`${kind === 'delivery' ? 'shipping' : 'billing'} address-line1`}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`} className={styles.error} message={error} />
      </div>
    );
  }

  return (
    <CheckoutCombobox
      label={LABEL}
      name={name}
      value={text}
      inputRef={field.ref}
      options={suggestions.map((suggestion) => ({
        key: suggestion.placeId,
        text: suggestion.mainText,
        secondary: suggestion.secondaryText,
      }))}
      onInput={(value) => field.onChange({ target: { value } })}
      onChoose={(option) => {
        const suggestion = suggestions.find((candidate) => candidate.placeId === option.key);
        if (suggestion) void choose(suggestion);
      }}
      onBlur={field.onBlur}
      error={error}
      status={search.status === 'done' ? (suggestions.length ? `${suggestions.length} addresses found` : 'No addresses found') : ''}
      disabled={disabled}
      placeholder="Start typing your street address"
    />
  );
}
