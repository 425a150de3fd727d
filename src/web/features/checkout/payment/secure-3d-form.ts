import type { CheckoutAnswer } from '../../../../contracts/checkout';

/**
 * The 3-D Secure step (document 2 section 4: "post the 3D-secure form from secure3DResponse"). The
 * gateway's answer holds the challenge page's address and an HTML fragment of hidden inputs. The
 * fragment is never inserted into our page: it is parsed as an inert document and only the inputs'
 * names and values are copied into a form we build, so no script or markup from the answer runs.
 *
 *   if (answer.secure3DResponse) return postSecure3DForm(answer.secure3DResponse);
 */

type Secure3DResponse = NonNullable<CheckoutAnswer['secure3DResponse']>;

/** The name/value pairs of the inputs in an HTML fragment (parsed by DOMParser: scripts never run). */
export function hiddenFieldsOf(html: string, parser: DOMParser = new DOMParser()): Array<[string, string]> {
  const parsed = parser.parseFromString(html, 'text/html');
  return Array.from(parsed.querySelectorAll('input'))
    .filter((input) => input.name)
    .map((input) => [input.name, input.value]);
}

/** Only an http(s) address may receive the form: a `javascript:` action would run in our page. */
export function safeFormAction(action: string, base: string): string | null {
  try {
    const url = new URL(action, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Builds the challenge form and posts it: the browser leaves for the challenge page. False when the action is unusable. */
export function postSecure3DForm(response: Secure3DResponse, doc: Document = document): boolean {
  const action = safeFormAction(response.htmlFormAction, doc.location.href);
  if (!action) return false;
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of hiddenFieldsOf(response.htmlFormToPost)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
  return true;
}
