import { useState } from 'react';
import type { z } from 'zod';
import { showsControlError } from '../../../domain/control-errors';

/**
 * Field values plus the touched, dirty and submitted flags the spec's error display rule reads
 * (document 1 section 5), validated with the shared zod schema so the form and the API agree.
 */
export function useFieldStates<K extends string>(schema: z.ZodType, initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [dirty, setDirty] = useState<Partial<Record<K, boolean>>>({});
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const parsed = schema.safeParse(values);
  const errors: Partial<Record<K, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as K;
      errors[field] ??= issue.message;
    }
  }

  return {
    values,
    valid: parsed.success,
    submitted,
    markSubmitted: () => setSubmitted(true),
    /** The message to show for a field now, or undefined. */
    shownError(field: K): string | undefined {
      const message = errors[field];
      const control = { invalid: message !== undefined, dirty: dirty[field] ?? false, touched: touched[field] ?? false };
      return showsControlError(control, submitted) ? message : undefined;
    },
    firstInvalid: (Object.keys(initial) as K[]).find((field) => errors[field] !== undefined),
    bind(field: K) {
      return {
        name: field,
        value: values[field],
        onChange: (event: { currentTarget: { value: string } }) => {
          const value = event.currentTarget.value;
          setValues((v) => ({ ...v, [field]: value }));
          setDirty((d) => ({ ...d, [field]: true }));
        },
        onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
      };
    },
  };
}
