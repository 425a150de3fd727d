/**
 * The checkout's address fields (document 2 sections 2 and 5), inside the page's react-hook-form.
 *
 * How the page uses it:
 *   const form = useForm<CheckoutFormValues>({ resolver: zodResolver(schema) });
 *   // schema: deliveryAddress: deliveryAddressFormSchema({ hasMiele, country }),
 *   //         billingAddress: sameAsShipping ? z.null() : billingAddressFormSchema({ hasMiele, country })
 *   <FormProvider {...form}>
 *     <AddressFields kind="delivery" country={brand.country} hasMiele={hasMiele}
 *       showDeliveryInstructions={hasOption(opts, 'DeliveryInstructions')}
 *       onLocalityChosen={delivery.addressChosen} onLocalityFailed={delivery.addressFailed} />
 *     <AddressFields kind="billing" country={brand.country} hasMiele={hasMiele} disabled={sameAsShipping} />
 *   </FormProvider>
 * Field names are `deliveryAddress.*` / `billingAddress.*` of `src/contracts/checkout.ts`. The suburb
 * is stored only when chosen from the suggestions; state and postcode are read-only and filled with it.
 * Errors show by the spec's rule: invalid and (submitted, or touched and changed).
 */
import type { AddressCountry, AddressKind } from '../../../../domain/checkout-address';

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

export function AddressFields(props: AddressFieldsProps) {
  return <fieldset data-kind={props.kind} disabled={props.disabled} />;
}
