import type { TrackedEvent } from '../../../../contracts/analytics';
import {
  affiliateConversionUrl,
  type AffiliateConversion,
  type CheckoutEvent,
  type PinboardEvent,
} from '../../../../domain/checkout-analytics';
import { trackEvent } from '../../analytics/track-event';

/**
 * The outside services checkout reports to (document 2 section 4), each behind a small adapter:
 * our own analytics events, the pin-board ad tag, the affiliate's conversion image and the
 * anti-fraud script. Without their ids in the configuration the sandbox adapters are chosen: they
 * send what the real service would get to our own events endpoint (kept by the analytics sinks),
 * so a test or an analyst sees exactly what would have gone out.
 */

export interface AdTag {
  readonly name: string;
  track(event: PinboardEvent): void;
}

export interface AffiliatePixel {
  readonly name: string;
  /** The affiliate programme's campaign the conversions belong to. */
  readonly campaign: string;
  report(conversion: AffiliateConversion): void;
}

export interface FraudCheck {
  readonly name: string;
  /** The token the checkout post carries as `fraudCheckToken`. */
  token(): Promise<string>;
}

export interface CheckoutTrackers {
  event(event: CheckoutEvent): void;
  adTag: AdTag;
  affiliate: AffiliatePixel;
  fraudCheck: FraudCheck;
}

/** The checkout event as our events endpoint takes it (contracts/analytics trackedEventSchema). */
const sendEvent = (event: CheckoutEvent) => trackEvent({ ...event, pageType: 'checkout' } as TrackedEvent);

/** Stands in for the pin-board tag: the event goes to our endpoint as `pinboard_tag`. */
export const sandboxAdTag: AdTag = {
  name: 'sandbox-ad-tag',
  track(event) {
    sendEvent({
      name: 'pinboard_tag',
      category: 'pinboard',
      action: event.event,
      data: {
        value: event.data.value,
        order_quantity: event.data.order_quantity,
        currency: event.data.currency,
        order_id: event.data.order_id ?? null,
      },
      items: event.data.line_items.map((line) => ({
        item_id: line.product_id,
        item_name: line.product_name,
        price: line.product_price,
        item_brand: line.product_brand,
        item_category: line.product_category,
        quantity: line.product_quantity,
      })),
    });
  },
};

/** The address the sandbox affiliate builds its image for; `.invalid` never resolves, so nothing is loaded. */
export const SANDBOX_AFFILIATE_BASE_URL = 'https://affiliate.sandbox.invalid/conversion.png';

/** Stands in for the affiliate's image: the conversion goes to our endpoint as `affiliate_conversion`. */
export const sandboxAffiliatePixel: AffiliatePixel = {
  name: 'sandbox-affiliate',
  campaign: 'sandbox-campaign',
  report(conversion) {
    sendEvent({
      name: 'affiliate_conversion',
      category: 'affiliate',
      action: 'conversion',
      label: conversion.clickReference,
      data: {
        campaign: conversion.campaign,
        webOrderId: conversion.webOrderId,
        shippingCost: conversion.shippingCost,
        tax: conversion.tax,
        paymentType: conversion.paymentType,
        isReturningCustomer: conversion.isReturningCustomer,
        imageUrlLength: affiliateConversionUrl(SANDBOX_AFFILIATE_BASE_URL, conversion).length,
      },
      items: conversion.lines.map((line) => ({
        item_id: line.sku,
        item_name: line.name,
        price: line.price,
        item_brand: line.brand,
        item_category: line.category,
        quantity: line.quantity,
      })),
    });
  },
};

/** The real affiliate: the conversion is reported by loading its tracking image. */
export function imageAffiliatePixel(baseUrl: string, campaign: string): AffiliatePixel {
  return {
    name: 'affiliate-image',
    campaign,
    report(conversion) {
      const image = new Image(1, 1);
      image.referrerPolicy = 'no-referrer-when-downgrade';
      image.src = affiliateConversionUrl(baseUrl, conversion);
    },
  };
}

/**
 * Stands in for the anti-fraud script: a token made here, marked as the sandbox's so the server's
 * sandbox gateway (and anyone reading an order) can tell it from a real device fingerprint.
 */
export const sandboxFraudCheck: FraudCheck = {
  name: 'sandbox-fraud-check',
  async token() {
    return `sandbox-fraud-${crypto.randomUUID()}`;
  },
};

export interface CheckoutTrackerConfig {
  /** The affiliate's tracking image address and campaign; without both the sandbox is used. */
  affiliateImageUrl?: string;
  affiliateCampaign?: string;
}

/**
 * The adapters for this configuration. The browser is not given outside-service ids yet (the root
 * data carries none), so every adapter but the affiliate image is the sandbox's for now.
 */
export function checkoutTrackers(config: CheckoutTrackerConfig = {}): CheckoutTrackers {
  return {
    event: sendEvent,
    adTag: sandboxAdTag,
    affiliate:
      config.affiliateImageUrl && config.affiliateCampaign
        ? imageAffiliatePixel(config.affiliateImageUrl, config.affiliateCampaign)
        : sandboxAffiliatePixel,
    fraudCheck: sandboxFraudCheck,
  };
}
