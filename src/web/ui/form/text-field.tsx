import { useId, type InputHTMLAttributes } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useShownError } from './use-shown-error';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>;

interface TextFieldProps<T extends FieldValues> extends InputProps {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Class names of the wrapper and the error text, from the form's own styles. */
  className?: string;
  errorClassName?: string;
}

/**
 * A labelled text input of a react-hook-form form, showing its error by the spec's rule
 * (`useShownError`) and tying it to the input for screen readers.
 */
export function TextField<T extends FieldValues>({ control, name, label, className, errorClassName, ...input }: TextFieldProps<T>) {
  const id = useId();
  const { field, error } = useShownError(control, name);
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        {...field}
        value={String(field.value ?? '')}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className={errorClassName}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
