/**
 * A field's error text, or nothing. Its id is the one the field's `aria-describedby` names, so a
 * screen reader reads the message with the field.
 */
export function FieldError({ id, message, className }: { id: string; message: string | undefined; className?: string }) {
  return message ? (
    <p id={id} className={className}>
      {message}
    </p>
  ) : null;
}
