import { useId, type SelectHTMLAttributes } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useShownError } from './use-shown-error';
import { FieldError } from './field-error';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>;

interface SelectFieldProps<T extends FieldValues> extends SelectProps {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** The choices; the first, with an empty value, is the prompt. */
  options: readonly { value: string; label: string }[];
  className?: string;
  errorClassName?: string;
}

/** A labelled select of a react-hook-form form, with the same error rule and wiring as TextField. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  className,
  errorClassName,
  ...select
}: SelectFieldProps<T>) {
  const id = useId();
  const { field, error } = useShownError(control, name);
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select
        {...select}
        {...field}
        value={String(field.value ?? '')}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} className={errorClassName} message={error} />
    </div>
  );
}
