import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { showsControlError } from '../../../domain/control-errors';
import { FieldError } from './field-error';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'checked' | 'onChange' | 'onBlur' | 'id' | 'type'>;

interface CheckFieldProps<T extends FieldValues> extends CheckboxProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any output type: the form may transform what it submits
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: ReactNode;
  className?: string;
  errorClassName?: string;
  /** Called after the form's value changed, with the new state. */
  onChecked?(checked: boolean): void;
}

/**
 * A labelled checkbox of a react-hook-form form, its error shown by the same rule as TextField's:
 * after a submit, or once it was changed (ticking is both a change and a touch).
 */
export function CheckField<T extends FieldValues>({
  control,
  name,
  label,
  className,
  errorClassName,
  onChecked,
  ...input
}: CheckFieldProps<T>) {
  const id = useId();
  const { field, fieldState, formState } = useController({ control, name });
  const shown = showsControlError(
    { invalid: fieldState.invalid, dirty: fieldState.isDirty, touched: fieldState.isTouched },
    formState.isSubmitted,
  );
  const error = shown ? fieldState.error?.message : undefined;
  return (
    <div>
      <div className={className}>
        <input
          {...input}
          type="checkbox"
          id={id}
          name={field.name}
          ref={field.ref}
          checked={field.value === true}
          onBlur={field.onBlur}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onChecked?.(event.target.checked);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      <FieldError id={`${id}-error`} className={errorClassName} message={error} />
    </div>
  );
}
