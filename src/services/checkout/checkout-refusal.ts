/** A checkout the service refuses: the status and the messages the shopper is shown. */
export class CheckoutRefusal extends Error {
  constructor(
    readonly status: number,
    readonly errors: string[],
    /** The answer's headline, when it is not the status's usual one (the spec's Checkout 401). */
    readonly headline?: string,
    /** The order the refusal is about (409: the cart is already this order). */
    readonly orderReference?: string,
  ) {
    super(errors.join(' '));
  }
}
