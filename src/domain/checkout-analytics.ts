import type { CountryCode } from './brands';
import { excludingGst, gstOnTop } from './gst';

/**
 * What checkout reports to analytics (document 2 section 4), as pure builders: the GA4 ecommerce
 * events with their items, the submission-error event, the purchase with GA4 tax (the GST rate of
 * revenue: 10 % in Australia, 15 % in New Zealand), the pin-board ad tag's events and the affiliate
 * conversion with prices ex tax (price / 1.1, or / 1.15 in New Zealand; rules in gst.ts). The
 * browser hands these to its adapters (src/web/features/checkout/analytics); nothing here sends.
 * Money is in dollars, as the cart API gives it, rounded to cents.
 */

const cents = (dollars: number) => Math.round(dollars * 100) / 100;
/** Analytics texts are short: an event's label and values hold at most 500 characters. */
export const EVENT_TEXT_MAX = 500;
const clip = (text: string) => text.slice(0, EVENT_TEXT_MAX);

/** A cart line as analytics reads it (document 2: the cart entity's products). */
export interface AnalyticsLine {
  sku: string;
  title: string;
  brand: string;
  category: string;
  /** Unit price. */
  price: number;
  /** Discount on the whole line. */
  lineDiscount?: number;
  quantity: number;
}

export interface AnalyticsCart {
  lines: readonly AnalyticsLine[];
  orderTotal: number;
  /** What the order saves: line discounts and the coupon. */
  discount: number;
  couponCode: string | null;
  currency: string;
  /** The flavour's country: its GST is the tax analytics reports. */
  country: CountryCode;
}

export interface CheckoutItem {
  item_id: string;
  item_name: string;
  price: number;
  item_brand: string;
  item_category: string;
  quantity: number;
}

/** The event shape our events endpoint takes (the web layer checks it against the contract). */
export interface CheckoutEvent {
  name: string;
  category?: string;
  action?: string;
  label?: string;
  data?: Record<string, string | number | boolean | null>;
  items?: CheckoutItem[];
}

/** What a unit really costs after the line's discount. */
const unitPrice = (line: AnalyticsLine) => cents(line.price - (line.lineDiscount ?? 0) / Math.max(line.quantity, 1));

export function checkoutItems(lines: readonly AnalyticsLine[]): CheckoutItem[] {
  return lines.map((line) => ({
    item_id: line.sku,
    item_name: line.title,
    price: unitPrice(line),
    item_brand: line.brand,
    item_category: line.category,
    quantity: line.quantity,
  }));
}

export const ga4Tax = (revenue: number, country: CountryCode): number => cents(gstOnTop(revenue, country));

/** GA4 names the card "Credit Card" (the radio value Default, the method CreditCard); others go by their name. */
export function paymentTypeName(option: string): string {
  return option === 'Default' || option === 'CreditCard' ? 'Credit Card' : option;
}

type EcommerceStep = 'begin_checkout' | 'add_shipping_info' | 'add_payment_info';

/** begin_checkout, add_shipping_info (with the locality looked up) and add_payment_info (with payment_type). */
export function ecommerceEvent(
  name: EcommerceStep,
  cart: AnalyticsCart,
  extra: { paymentOption?: string; shippingTier?: string } = {},
): CheckoutEvent {
  const data: Record<string, string | number | null> = { currency: cart.currency, value: cents(cart.orderTotal), coupon: cart.couponCode };
  if (extra.shippingTier !== undefined) data.shipping_tier = extra.shippingTier;
  if (extra.paymentOption !== undefined) data.payment_type = paymentTypeName(extra.paymentOption);
  return { name, category: 'ecommerce', action: name, data, items: checkoutItems(cart.lines) };
}

export interface SubmissionFailure {
  /** The messages shown to the shopper; the first is reported. */
  errors: readonly string[];
  paymentOption: string;
  /** The gateway's refusal reason, when it gave one. */
  refusalReason?: string | null;
  /** The HTTP status or card check code (401) otherwise. */
  errorCode?: number | string | null;
  orderId?: string | null;
}

/** The submission-error event: category Checkout, action Submit error, with the failure's details. */
export function submissionErrorEvent(cart: AnalyticsCart, failure: SubmissionFailure): CheckoutEvent {
  const failureReason =
    failure.refusalReason || (failure.errorCode !== undefined && failure.errorCode !== null ? String(failure.errorCode) : '');
  return {
    name: 'submission-error',
    category: 'Checkout',
    action: 'Submit error',
    label: clip(failure.errors[0] ?? ''),
    data: {
      paymentMethod: paymentTypeName(failure.paymentOption),
      failureReason: clip(failureReason),
      orderId: failure.orderId ?? null,
      total: cents(cart.orderTotal),
      discount: cents(cart.discount),
      coupon: cart.couponCode,
    },
    items: checkoutItems(cart.lines),
  };
}

/** The GA4 purchase of a placed order: tax is 10 % of the revenue. */
export function purchaseEvent(cart: AnalyticsCart, order: { orderReference: string; shippingCost: number }): CheckoutEvent {
  return {
    name: 'purchase',
    category: 'ecommerce',
    action: 'purchase',
    data: {
      transaction_id: order.orderReference,
      currency: cart.currency,
      value: cents(cart.orderTotal),
      tax: ga4Tax(cart.orderTotal, cart.country),
      shipping: cents(order.shippingCost),
      coupon: cart.couponCode,
    },
    items: checkoutItems(cart.lines),
  };
}

export type PinboardEventName = 'pagevisit' | 'checkout' | 'AddToCart';

export interface PinboardEvent {
  event: PinboardEventName;
  data: {
    value: number;
    order_quantity: number;
    currency: string;
    order_id?: string;
    line_items: Array<{
      product_id: string;
      product_name: string;
      product_price: number;
      product_quantity: number;
      product_brand: string;
      product_category: string;
    }>;
  };
}

/** The pin-board ad tag's pagevisit, checkout (with the order id) and AddToCart. */
export function pinboardEvent(event: PinboardEventName, cart: AnalyticsCart, orderId?: string): PinboardEvent {
  return {
    event,
    data: {
      value: cents(cart.orderTotal),
      order_quantity: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
      currency: cart.currency,
      ...(orderId ? { order_id: orderId } : {}),
      line_items: cart.lines.map((line) => ({
        product_id: line.sku,
        product_name: line.title,
        product_price: unitPrice(line),
        product_quantity: line.quantity,
        product_brand: line.brand,
        product_category: line.category,
      })),
    },
  };
}

export interface AffiliateLine {
  sku: string;
  name: string;
  brand: string;
  category: string;
  /** Unit price ex GST: the price divided by 1.1 (1.15 in New Zealand). */
  price: number;
  quantity: number;
}

export interface AffiliateConversion {
  campaign: string;
  clickReference: string;
  webOrderId: string;
  shippingCost: number;
  /** The GST in the order total (total - total / 1.1, or / 1.15 in New Zealand). */
  tax: number;
  paymentType: string;
  isReturningCustomer: boolean;
  lines: AffiliateLine[];
}

export function affiliateConversion(input: {
  campaign: string;
  clickReference: string;
  cart: AnalyticsCart;
  order: { webOrderId: string; shippingCost: number; paymentOption: string; isReturningCustomer: boolean };
}): AffiliateConversion {
  const { cart, order } = input;
  return {
    campaign: input.campaign,
    clickReference: input.clickReference,
    webOrderId: order.webOrderId,
    shippingCost: cents(order.shippingCost),
    tax: cents(cart.orderTotal - excludingGst(cart.orderTotal, cart.country)),
    paymentType: paymentTypeName(order.paymentOption),
    isReturningCustomer: order.isReturningCustomer,
    lines: cart.lines.map((line) => ({
      sku: line.sku,
      name: line.title,
      brand: line.brand,
      category: line.category,
      price: cents(excludingGst(unitPrice(line), cart.country)),
      quantity: line.quantity,
    })),
  };
}

/** The tracking image's address: the order fields as query parameters, the lines as one JSON basket. */
export function affiliateConversionUrl(baseUrl: string, conversion: AffiliateConversion): string {
  const url = new URL(baseUrl);
  const params: Record<string, string> = {
    campaign: conversion.campaign,
    clickref: conversion.clickReference,
    webOrderId: conversion.webOrderId,
    shippingCost: conversion.shippingCost.toFixed(2),
    tax: conversion.tax.toFixed(2),
    paymentType: conversion.paymentType,
    isReturningCustomer: conversion.isReturningCustomer ? '1' : '0',
    basket: JSON.stringify(conversion.lines),
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}
