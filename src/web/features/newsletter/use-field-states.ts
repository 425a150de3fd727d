import { useState } from 'react';
import { showsControlError } from '../../../domain/control-errors';

/**
 * Field values plus the touched, dirty and submitted flags the spec's error display rule reads
 * (document 1 section 5). `validate` answers the message per invalid field; the newsletter passes
 * the domain rules the API contract is built on, so the form and the API agree.
 */
export function useFieldStates<K extends string>(
  validate: (values: Record<K, string>) => Partial<Record<K, string>>,
  initial: Record<K, string>,
) {
  const [values, setValues] = useState(initial);
  const [dirty, setDirty] = useState<Partial<Record<K, boolean>>>({});
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);

  const errors = validate(values);
  const valid = Object.values(errors).every((message) => message === undefined);

  return {
    values,
    valid,
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
