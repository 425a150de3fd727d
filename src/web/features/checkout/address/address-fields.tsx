/**
 * The checkout's address fields (document 2 sections 2 and 5), inside the page's react-hook-form.
 *
 * How the page uses it:
 *   const form = useForm<CheckoutFormValues>({ resolver: zodResolver(schema) });
 *   // schema: deliveryAddress: deliveryAddressFormSchema({ hasMiele, country }),
 *   //         billingAddress: sameAsShipping ? z.null() : billingAddressFormSchema({ hasMiele, country })
 *   //         defaults: emptyDeliveryAddress, emptyBillingAddress(country)
 *   <FormProvider {...form}>
 *     <AddressFields kind="delivery" country={brand.country} hasMiele={hasMiele}
 *       showDeliveryInstructions={hasOption(opts, 'DeliveryInstructions')}
 *       onLocalityChosen={delivery.addressChosen} onLocalityFailed={delivery.addressFailed} />
 *     <AddressFields kind="billing" country={brand.country} hasMiele={hasMiele} disabled={sameAsShipping} />
 *   </FormProvider>
 * Field names are `deliveryAddress.*` / `billingAddress.*` of `src/contracts/checkout.ts`. The suburb
 * is stored only when chosen from the suggestions; state and postcode are read-only and filled with it.
 * Errors show by the spec's rule: invalid and (submitted, or touched and changed). The street
 * autocomplete loads the maps script of the `mapsScriptUrl` setting; when it fails, window hears
 * `googleMapsError` and the street is a plain input.
 */
import { useEffect, useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  addressLimits,
  geoLocationId,
  suburbOptionText,
  titleCase,
  type AddressCountry,
  type AddressKind,
} from '../../../../domain/checkout-address';
import { CHECKOUT_MESSAGES } from '../../../../domain/checkout-fields';
import { useRootData } from '../../../shared/root-data';
import { TextField } from '../../../ui/form/text-field';
import { VisuallyHidden } from '../../../ui/visually-hidden';
import type { SanitizedAddress } from '../maps/maps-adapter';
import { StreetAddressField } from '../maps/street-address-field';
import { useMapsAdapter, useMapsConfig } from '../maps/use-maps-adapter';
import { useBiasCentre } from '../maps/use-bias-centre';
import styles from './address-fields.module.css';
import { DeliveryInstructionsField } from './delivery-instructions-field';
import { lookupLocality } from './lookup-locality';
import { SuburbField } from './suburb-field';

export interface ChosenLocality {
  suburb: string;
  state: string | null;
  postcode: string;
  /** '{postcode}_{suburb}': the delivery address's geo-location id. */
  geoLocationId: string;
}

export type AddressFieldName =
  'firstName' | 'lastName' | 'companyName' | 'address' | 'suburb' | 'state' | 'postcode' | 'deliveryInstructions';

export interface AddressFieldsProps {
  kind: AddressKind;
  country: AddressCountry;
  /** The cart holds a Miele item: address and company name at most 35 characters. */
  hasMiele?: boolean;
  /** Billing same as delivery: every field disabled (the page nulls `billingAddress`). */
  disabled?: boolean;
  /** A signed-in customer's valid profile fields, shown disabled. */
  lockedFields?: readonly AddressFieldName[];
  /** Delivery only (option DeliveryInstructions); default true. */
  showDeliveryInstructions?: boolean;
  /** Delivery only: a suburb was chosen or the street autocomplete found its locality. */
  onLocalityChosen?(locality: ChosenLocality): void;
  /** Delivery only: the locality of an autocompleted street could not be found (the message shown). */
  onLocalityFailed?(message: string): void;
}

/** State and postcode: filled with the chosen suburb, never typed (their message is the suburb's). */
function ReadOnlyField({ label, value }: { label: string; value: string | null | undefined }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" readOnly value={value ?? ''} />
    </div>
  );
}

export function AddressFields(props: AddressFieldsProps) {
  const { kind, country, hasMiele = false, disabled = false, lockedFields = [], showDeliveryInstructions = true } = props;
  const base = kind === 'delivery' ? 'deliveryAddress' : 'billingAddress';
  const { control, setValue } = useFormContext();
  const geo = useRootData()?.geo ?? null;
  const maps = useMapsAdapter(useMapsConfig(country));
  const bias = useBiasCentre(maps, country, geo && geo.postcode ? { suburb: geo.city, state: geo.state, postcode: geo.postcode } : null);
  const [stored, storedState, storedPostcode] = useWatch({ control, name: [`${base}.suburb`, `${base}.state`, `${base}.postcode`] }) as (
    string | null
  )[];
  const [suburbText, setSuburbText] = useState('');
  const [lookupError, setLookupError] = useState<string | null>(null);
  const locked = (name: AddressFieldName) => disabled || lockedFields.includes(name);
  const field = { className: styles.field, errorClassName: styles.error };
  const name = (part: AddressFieldName) => `${base}.${part}`;

  // A suburb stored from outside (saved preferences, a customer's address, cash and carry) shows in the input.
  useEffect(() => {
    if (stored) setSuburbText(suburbOptionText({ suburb: stored, state: storedState ?? null, postcode: storedPostcode ?? '' }, country));
  }, [stored, storedState, storedPostcode, country]);

  function storeLocality(values: { suburb: string; state: string; postcode: string }) {
    const options = { shouldDirty: true };
    setValue(name('suburb'), values.suburb, options);
    setValue(name('state'), values.state, options);
    setValue(name('postcode'), values.postcode, options);
  }

  function chosen(locality: ChosenLocality) {
    setLookupError(null);
    if (kind === 'delivery') props.onLocalityChosen?.(locality);
  }

  /** Section 2: the street is stored, the locality cleared and looked up; a failure resets the suburb. */
  async function autocompleted(place: SanitizedAddress) {
    setValue(name('address'), place.streetAddress, { shouldDirty: true, shouldValidate: true });
    storeLocality({ suburb: '', state: '', postcode: '' });
    setSuburbText('');
    const locality = await lookupLocality(place, country).catch(() => null);
    if (!locality) {
      const message = place.suburb ? CHECKOUT_MESSAGES.localityUnavailable : CHECKOUT_MESSAGES.mapLookupError;
      setLookupError(message);
      if (kind === 'delivery') props.onLocalityFailed?.(message);
      return;
    }
    const suburb = titleCase(locality.suburb);
    const state = country === 'NZ' ? '' : locality.state;
    storeLocality({ suburb, state, postcode: locality.postcode });
    chosen({
      suburb,
      state: state || null,
      postcode: locality.postcode,
      geoLocationId: geoLocationId({ postcode: locality.postcode, suburb }),
    });
  }

  return (
    <fieldset className={styles.fields} disabled={disabled} data-testid={`${kind}-address`}>
      <legend>
        <VisuallyHidden>{kind === 'delivery' ? 'Delivery address' : 'Billing address'}</VisuallyHidden>
      </legend>
      <div className={styles.row}>
        <TextField
          control={control}
          name={name('firstName')}
          label="First Name"
          autoComplete={`${kind === 'delivery' ? 'shipping' : 'billing'} given-name`}
          disabled={locked('firstName')}
          {...field}
        />
        <TextField
          control={control}
          name={name('lastName')}
          label="Last Name"
          autoComplete={`${kind === 'delivery' ? 'shipping' : 'billing'} family-name`}
          disabled={locked('lastName')}
          {...field}
        />
      </div>
      {hasMiele ? (
        <p className={styles.hint}>
          With a Miele item in your cart, the company name and street address can have up to {addressLimits(true).address} characters.
        </p>
      ) : null}
      <TextField
        control={control}
        name={name('companyName')}
        label="Company Name (optional)"
        autoComplete={`${kind === 'delivery' ? 'shipping' : 'billing'} organization`}
        disabled={locked('companyName')}
        {...field}
      />
      <StreetAddressField
        kind={kind}
        country={country}
        disabled={locked('address')}
        maps={maps}
        bias={bias}
        onPlace={(place) => setValue(name('address'), place.streetAddress, { shouldDirty: true })}
        onAutocompleted={(place) => void autocompleted(place)}
      />
      <SuburbField kind={kind} country={country} text={suburbText} onText={setSuburbText} disabled={locked('suburb')} onChosen={chosen} />
      {lookupError ? (
        <p className={styles.alert} role="alert">
          {lookupError}
        </p>
      ) : null}
      <div className={styles.row}>
        {country === 'AU' ? <ReadOnlyField label="State" value={storedState} /> : null}
        <ReadOnlyField label="Postcode" value={storedPostcode} />
      </div>
      {kind === 'delivery' && showDeliveryInstructions ? <DeliveryInstructionsField disabled={locked('deliveryInstructions')} /> : null}
    </fieldset>
  );
}
