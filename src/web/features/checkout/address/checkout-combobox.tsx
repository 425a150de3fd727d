import { useEffect, useId, useState, type FocusEvent, type KeyboardEvent, type Ref } from 'react';
import { FieldError } from '../../../ui/form/field-error';
import visuallyHidden from '../../../ui/visually-hidden.module.css';
import styles from './address-fields.module.css';

export interface ComboboxOption {
  key: string;
  text: string;
  /** A second, quieter line (the rest of a street suggestion). */
  secondary?: string;
}

interface CheckoutComboboxProps {
  label: string;
  name: string;
  value: string;
  options: readonly ComboboxOption[];
  onInput(text: string): void;
  onChoose(option: ComboboxOption): void;
  onBlur?(event: FocusEvent<HTMLInputElement>): void;
  inputRef?: Ref<HTMLInputElement>;
  /** The message shown under the field (the spec's display rule is the caller's). */
  error?: string;
  /** What the live region says about the options ("4 suburbs found", "No suburbs found"). */
  status: string;
  autoComplete?: string;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * The checkout's typeaheads (suburb, street) as a WAI-ARIA 1.2 combobox with a list box popup, as
 * the delivery location picker does: arrows move through the options, Enter chooses, Escape closes
 * the list; a click chooses without taking focus from the input.
 */
export function CheckoutCombobox(props: CheckoutComboboxProps) {
  const { label, name, value, options, onInput, onChoose, error, status } = props;
  const id = useId();
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const expanded = open && options.length > 0;

  useEffect(() => setActive(-1), [options]);
  useEffect(() => {
    if (active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, id]);

  function choose(option: ComboboxOption) {
    setOpen(false);
    onChoose(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      const chosen = expanded ? options[active] : undefined;
      // Enter without a highlighted option submits nothing: the page's form would otherwise submit.
      if (expanded) event.preventDefault();
      if (chosen) choose(chosen);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  }

  const describedBy = [error ? `${id}-error` : null, `${id}-status`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        ref={props.inputRef}
        id={`${id}-input`}
        name={name}
        type="text"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        autoComplete={props.autoComplete ?? 'off'}
        spellCheck={false}
        disabled={props.disabled}
        placeholder={props.placeholder}
        value={value}
        onChange={(event) => {
          onInput(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setOpen(false);
          props.onBlur?.(event);
        }}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={label} className={styles.listbox} hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={option.key}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.text}
            {option.secondary ? <span className={styles.secondary}>{option.secondary}</span> : null}
          </li>
        ))}
      </ul>
      <span id={`${id}-status`} role="status" className={visuallyHidden.hidden}>
        {status}
      </span>
      <FieldError id={`${id}-error`} className={styles.error} message={error} />
    </div>
  );
}
