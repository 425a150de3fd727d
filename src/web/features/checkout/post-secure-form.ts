/**
 * A 3-D Secure challenge (document 2 section 7): the server gives the form's action and its
 * content, and the browser posts that form so the shopper lands on the card issuer's page.
 */
export function postSecureForm(challenge: { htmlFormAction: string; htmlFormToPost: string }): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = challenge.htmlFormAction;
  form.hidden = true;
  // The content is the provider's hidden inputs; only inputs are kept from it.
  const parsed = new DOMParser().parseFromString(challenge.htmlFormToPost, 'text/html');
  for (const input of parsed.querySelectorAll('input')) {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = input.name;
    field.value = input.value;
    form.append(field);
  }
  document.body.append(form);
  form.submit();
}
