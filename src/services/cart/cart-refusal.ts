/** A cart call the service refuses, with the status and the messages the shopper sees. */
export class CartRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 422 | 429,
    readonly errors: string[],
    /** A code that did not apply: it counts towards the guessing limit. */
    readonly failedCode = false,
  ) {
    super(errors[0] ?? 'cart refusal');
  }
}
