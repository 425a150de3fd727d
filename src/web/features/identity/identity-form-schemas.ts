import { z } from 'zod';
import { emailSchema, newPasswordSchema } from '../../../contracts/identity';
import { ABN_MESSAGE, isValidAbn } from '../../../domain/abn';
import type { CountryCode } from '../../../domain/brands';
import { checkPhone } from '../../../domain/phone-number';
import { PASSWORD_MIN_LENGTH } from '../../../domain/password-policy';

/**
 * The identity forms check what the identity service checks, with its own rules (e-mail pattern,
 * password policy, ABN checksum) and the phone rules of document 3 section 5 for the flavour's
 * country, so a shopper sees each problem beside its field before anything is sent.
 */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A short phrase of several words is easy to remember; very common passwords are refused.`;

const personName = (what: string) =>
  z.string().trim().min(1, `Please enter your ${what}`).max(100, `Your ${what} can have at most 100 characters`);

/** An optional phone: blank is none, otherwise a valid number of the country, sent in its normal form. */
const optionalPhone = (country: CountryCode) =>
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (value === '') return;
      const check = checkPhone(value, country);
      if (!check.ok) context.addIssue({ code: 'custom', message: check.error });
    })
    .transform((value) => {
      const check = value === '' ? null : checkPhone(value, country);
      return check?.ok ? check.number : null;
    });

export function registerFormSchema(country: CountryCode) {
  return z.object({
    email: emailSchema,
    password: newPasswordSchema,
    firstName: personName('first name'),
    lastName: personName('last name'),
    phone: optionalPhone(country),
    ABN: z
      .string()
      .trim()
      .refine((value) => value === '' || isValidAbn(value), ABN_MESSAGE)
      .transform((value) => (value === '' ? null : value.replace(/\s+/g, ''))),
  });
}

export const forgotPasswordFormSchema = z.object({ email: emailSchema });

export const PASSWORDS_DIFFER = 'The two passwords do not match';

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DIFFER });
