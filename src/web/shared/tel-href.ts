/** "1300 000 400" -> "tel:1300000400": dialable digits only, keeping a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
}
