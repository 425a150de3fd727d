import { z } from 'zod';
import { personNameSchema } from './person-name';

/**
 * The account area's calls (document 3 sections 3 and 7). Money crosses as dollars with at most two
 * decimals, converted exactly from the cents the database keeps (docs/adr/0004); dates are ISO 8601.
 */

const id = (what: string) => z.uuid({ error: `${what} must be an id such as 1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.` });

export const accountInfoSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Normalised ("0412345678"); null when the account has none. */
  phone: z.string().nullable(),
  /** Present, with the two below, only for staff: it marks a staff member (document 3 section 6). */
  winningUserId: z.string().optional(),
  salespersonCode: z.string().optional(),
  winningCmsUrl: z.string().optional(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

const name = (label: string, max: number) =>
  personNameSchema(
    label,
    { required: `Please enter your ${label.toLowerCase()}.`, tooLong: `${label} must be ${max} characters or fewer.` },
    max,
  );

/**
 * The profile body. Strict: the e-mail is changed through the identity service's updateprofile, and
 * a role or staff field is refused, so a customer can never make themselves staff.
 */
export const profileUpdateSchema = z.strictObject(
  {
    firstName: name('First name', 20),
    lastName: name('Last name', 29),
    /** Checked against the flavour country's phone rules on the server; empty removes it. */
    phone: z.string({ error: 'phone must be text.' }).trim().max(30, 'Please enter a valid phone number.'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `These fields cannot be changed here: ${issue.keys.join(', ')}.` : undefined) },
);
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const reminderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  notes: z.string(),
  /** A calendar date, YYYY-MM-DD. */
  date: z.string(),
  /** 0 open, 1 done, 2 archived (document 3 section 3). */
  status: z.number().int(),
});
export const remindersResponseSchema = z.object({ totalCount: z.number().int(), reminders: z.array(reminderSchema) });
export type RemindersResponse = z.infer<typeof remindersResponseSchema>;

export const INVOICE_PAGE_SIZE = 10;

export const invoicedQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 0.' })
    .int('page must be a whole number from 0.')
    .min(0, 'page must be a whole number from 0.')
    .max(100_000, 'page must be a whole number from 0.')
    .default(0),
});

export const invoiceSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  invoiceNumber: z.string().nullable(),
  placedAt: z.string(),
  invoicedAt: z.string(),
  itemCount: z.number().int(),
  total: z.number(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** Pagination as document 3 section 3 names it: the page (0-based here, as the call's page), size and total. */
export const invoiceListSchema = z.object({
  page: z.number().int(),
  itemsPerPage: z.number().int(),
  totalItems: z.number().int(),
  invoices: z.array(invoiceSummarySchema),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const orderIdParamsSchema = z.object({ id: id('The order') });
export const addressIdParamsSchema = z.object({ id: id('The address') });

export const orderAddressSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  address: z.string(),
  suburb: z.string(),
  state: z.string().nullable(),
  postcode: z.string(),
  country: z.enum(['AU', 'NZ']),
  deliveryInstructions: z.string().optional(),
});

export const invoiceDetailSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  invoiceNumber: z.string().nullable(),
  status: z.string(),
  placedAt: z.string(),
  invoicedAt: z.string(),
  contact: z.object({ email: z.string(), phone: z.string() }),
  delivery: z.object({ address: orderAddressSchema, date: z.string().nullable(), fee: z.number() }),
  billingAddress: orderAddressSchema,
  services: z.array(z.object({ sku: z.string(), name: z.string(), price: z.number() })),
  payment: z.object({ method: z.string(), state: z.string() }),
  coupon: z.object({ code: z.string(), discount: z.number() }).nullable(),
  lines: z.array(
    z.object({
      productCode: z.string(),
      sku: z.string(),
      title: z.string(),
      brand: z.string(),
      /** The product page's address when the product is still sold. */
      uri: z.string().nullable(),
      price: z.number(),
      lineDiscount: z.number(),
      quantity: z.number().int(),
      lineTotal: z.number(),
    }),
  ),
  totals: z.object({
    subtotal: z.number(),
    services: z.number(),
    deliveryFee: z.number(),
    couponDiscount: z.number(),
    total: z.number(),
    gst: z.number(),
  }),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const savedAddressSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string(),
  address: z.string(),
  suburb: z.string(),
  state: z.string().nullable(),
  postcode: z.string(),
  country: z.enum(['AU', 'NZ']),
  phone: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export const savedAddressListSchema = z.object({ addresses: z.array(savedAddressSchema) });
export type SavedAddressList = z.infer<typeof savedAddressListSchema>;

const text = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(200, `${label} is too long.`);

/**
 * The address body: a new address without an id, a change to one of the caller's own with it.
 * Field rules (lengths, state, postcode, phone) are the country's and are checked on the server.
 */
export const addressSaveSchema = z.strictObject({
  id: id('The address').optional(),
  firstName: text('First name'),
  lastName: text('Last name'),
  companyName: text('Company name').default(''),
  address: text('Street address'),
  suburb: text('Suburb'),
  state: text('State').nullable().default(null),
  postcode: text('Postcode'),
  phone: text('Phone'),
});
export type AddressSave = z.input<typeof addressSaveSchema>;
