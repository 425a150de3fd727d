import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { showsControlError } from '../../../domain/control-errors';

/**
 * One react-hook-form field with the spec's error display rule (document 1 section 5,
 * `showsControlError`): its message shows when it is invalid and the form was submitted, or once
 * the shopper changed it and left it. "Changed" stays true after a change back to the first value,
 * as the rule's "dirty" does (react-hook-form's own isDirty compares with the default instead).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any output type: the form may transform what it submits
export function useShownError<T extends FieldValues>(control: Control<T, any, any>, name: FieldPath<T>) {
  const { field, fieldState, formState } = useController({ control, name });
  const [changed, setChanged] = useState(false);
  const message = fieldState.error?.message;
  const shown = showsControlError({ invalid: fieldState.invalid, dirty: changed, touched: fieldState.isTouched }, formState.isSubmitted);
  return {
    field: {
      ...field,
      onChange: (event: { target: { value: string } }) => {
        setChanged(true);
        field.onChange(event);
      },
    },
    /** The message to show now, or undefined. */
    error: shown ? message : undefined,
  };
}
