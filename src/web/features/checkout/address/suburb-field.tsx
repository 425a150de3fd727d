import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Locality } from '../../../../contracts/places';
import {
  geoLocationId,
  suburbError,
  suburbOptionText,
  suburbSearchable,
  titleCase,
  type AddressCountry,
  type AddressKind,
} from '../../../../domain/checkout-address';
import { useLocalitySearch } from '../../delivery-location/use-locality-search';
import type { ChosenLocality } from './address-fields';
import { CheckoutCombobox } from './checkout-combobox';

interface SuburbFieldProps {
  kind: AddressKind;
  country: AddressCountry;
  /** What the shopper sees in the input; the stored suburb, state and postcode are the form's. */
  text: string;
  onText(text: string): void;
  disabled?: boolean;
  onChosen?(locality: ChosenLocality): void;
}

const prefix = (kind: AddressKind) => (kind === 'delivery' ? 'deliveryAddress' : 'billingAddress');

/**
 * The suburb typeahead (document 2 sections 2 and 5): searches our localities from 3 characters,
 * typing clears the stored suburb, state and postcode, and choosing fills them (suburb in title
 * case). The stored suburb is what the form checks, so only a chosen suburb passes.
 */
export function SuburbField({ kind, country, text, onText, disabled, onChosen }: SuburbFieldProps) {
  const { setValue, getFieldState, formState, control } = useFormContext();
  const base = prefix(kind);
  const stored = String(useWatch({ control, name: `${base}.suburb` }) ?? '');
  const [changed, setChanged] = useState(false);
  const [touched, setTouched] = useState(false);
  const search = useLocalitySearch(suburbSearchable(text) && !stored ? text : '');
  const results = search.status === 'done' ? search.results : [];
  const byKey = new Map(results.map((locality) => [String(locality.id), locality]));

  function store(values: { suburb: string; state: string; postcode: string }) {
    const options = { shouldDirty: true, shouldValidate: formState.isSubmitted || getFieldState(`${base}.suburb`).isTouched };
    setValue(`${base}.suburb`, values.suburb, options);
    setValue(`${base}.state`, values.state, options);
    setValue(`${base}.postcode`, values.postcode, options);
  }

  function choose(locality: Locality) {
    const suburb = titleCase(locality.suburb);
    const state = country === 'NZ' ? '' : locality.state;
    store({ suburb, state, postcode: locality.postcode });
    onText(suburbOptionText({ suburb, state, postcode: locality.postcode }, country));
    onChosen?.({
      suburb,
      state: state || null,
      postcode: locality.postcode,
      geoLocationId: geoLocationId({ postcode: locality.postcode, suburb }),
    });
  }

  const message = suburbError({ chosenSuburb: stored, typedText: text });
  const shown = message && (formState.isSubmitted || (changed && touched)) ? message : undefined;
  const status =
    search.status === 'done'
      ? results.length > 0
        ? `${results.length} suburbs found`
        : 'No suburbs found'
      : search.status === 'failed'
        ? 'Suburbs could not be loaded'
        : '';
  return (
    <CheckoutCombobox
      label={country === 'NZ' ? 'Suburb and Postcode' : 'Suburb'}
      name={`${base}.suburbSearch`}
      value={text}
      options={results.map((locality) => ({ key: String(locality.id), text: suburbOptionText(locality, country) }))}
      onInput={(value) => {
        setChanged(true);
        onText(value);
        if (stored) store({ suburb: '', state: '', postcode: '' });
      }}
      onChoose={(option) => {
        const locality = byKey.get(option.key);
        if (locality) choose(locality);
      }}
      onBlur={() => setTouched(true)}
      error={shown}
      status={status}
      autoComplete="off"
      disabled={disabled}
      placeholder={country === 'NZ' ? 'Start typing your suburb' : 'Start typing your suburb or postcode'}
    />
  );
}
