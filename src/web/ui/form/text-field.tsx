import { useId, type InputHTMLAttributes } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useShownError } from './use-shown-error';
import { FieldError } from './field-error';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>;

interface TextFieldProps<T extends FieldValues> extends InputProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any output type: the form may transform what it submits
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  /** Class names of the wrapper and the error text, from the form's own styles. */
  className?: string;
  errorClassName?: string;
  /** A line under the label saying what the field accepts (a password's policy), read with the input. */
  hint?: string;
  hintClassName?: string;
}

/**
 * A labelled text input of a react-hook-form form, showing its error by the spec's rule
 * (`useShownError`) and tying it to the input for screen readers.
 */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  className,
  errorClassName,
  hint,
  hintClassName,
  ...input
}: TextFieldProps<T>) {
  const id = useId();
  const { field, error } = useShownError(control, name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className={hintClassName}>
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        {...field}
        value={String(field.value ?? '')}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <FieldError id={`${id}-error`} className={errorClassName} message={error} />
    </div>
  );
}
