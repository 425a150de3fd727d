import type { OrderRecord } from '../../db/repositories/checkout-repository';
import type { BrandConfig } from '../../domain/brands';
import { formatMoney, type MoneyFormat } from '../../domain/money-format';
import type { MailMessage } from '../../providers/mail/mailer';

/** The order confirmation e-mail (queued in the transaction that places the order). */
export function orderConfirmationMail(
  brand: BrandConfig,
  money: MoneyFormat,
  order: OrderRecord,
  lines: { title: string; quantity: number; unitPriceCents: number }[],
): MailMessage {
  const price = (cents: number) => formatMoney(cents, money);
  const when = order.cashAndCarry
    ? 'Collected in store today'
    : order.deliveryDate
      ? `Delivery on ${order.deliveryDate}`
      : 'We will call you to arrange delivery';
  const text = [
    `Thank you for your order ${order.orderNumber} from ${brand.companyName}.`,
    '',
    ...lines.map((l) => `${l.quantity} x ${l.title}  ${price(l.unitPriceCents * l.quantity)}`),
    '',
    `Delivery: ${price(order.deliveryFeeCents)}`,
    `Order total: ${price(order.totalCents)} (includes GST of ${price(order.gstCents)})`,
    `Paid now: ${price(order.paidNowCents)}`,
    ...(order.balanceDueCents > 0 ? [`Balance due: ${price(order.balanceDueCents)}`] : []),
    '',
    when,
    `Questions? Call us on ${brand.customerSupportNumber.phone}.`,
  ].join('\n');
  return { to: order.contactEmail, subject: `Your ${brand.companyName} order ${order.orderNumber}`, text };
}
