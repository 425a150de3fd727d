import { accountRoutes } from './account-routes';
import { analyticsRoutes } from './analytics-routes';
import { cartRoutes } from './cart-routes';
import { catalogueRoutes } from './catalogue-routes';
import { checkoutRoutes } from './checkout-routes';
import { paymentRoutes } from './payment-routes';
import { compareRoutes } from './compare-routes';
import { contentRoutes } from './content-routes';
import { deliveryRoutes } from './delivery-routes';
import { formRoutes } from './form-routes';
import { identityRoutes } from './identity-routes';
import { placeRoutes } from './place-routes';
import { productRoutes } from './product-routes';

/**
 * Every /api call's contract. The API registers a handler on each (a test checks that every one is
 * registered and nothing else is); web code imports only the type, so no schema reaches the browser.
 */
export const apiRoutes = {
  ...contentRoutes,
  ...placeRoutes,
  ...productRoutes,
  ...catalogueRoutes,
  ...analyticsRoutes,
  ...compareRoutes,
  ...formRoutes,
  ...identityRoutes,
  ...accountRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...paymentRoutes,
  ...deliveryRoutes,
};
export type ApiRoutes = typeof apiRoutes;

/** The groups the API document lists calls under, with what each covers. */
export const API_ROUTE_GROUPS = [
  { name: 'Content', description: 'Settings, navigation, banners, static pages, redirects and the sale', routes: contentRoutes },
  { name: 'Places', description: 'Localities, the delivery location and stores', routes: placeRoutes },
  { name: 'Products', description: 'The product page and its parts', routes: productRoutes },
  { name: 'Catalogue', description: 'Listings, brands, promotions and search', routes: catalogueRoutes },
  { name: 'Analytics', description: 'Storefront events', routes: analyticsRoutes },
  { name: 'Compare', description: 'The visitor’s compare list and the compare page', routes: compareRoutes },
  { name: 'Forms', description: 'Customer-club sign-ups and variant tests', routes: formRoutes },
  {
    name: 'Identity',
    description: 'Register, sign in and out, the silent renew, password reset, profile, e-mail confirmation and social sign-in',
    routes: identityRoutes,
  },
  {
    name: 'Account',
    description: 'The signed-in account: profile, invoiced orders, saved addresses and staff reminders',
    routes: accountRoutes,
  },
  {
    name: 'Cart',
    description: 'The shopper’s cart: products, add-ons, rewards, coupons and gift cards, priced by the server',
    routes: cartRoutes,
  },
  {
    name: 'Checkout',
    description: 'The checkout view, placing an order with its card payment, cancelling a pending payment and the order confirmation',
    routes: checkoutRoutes,
  },
  {
    name: 'Payments',
    description: 'Payment methods beyond the card: configuration, provider confirmations and callbacks, Zip in store’s status',
    routes: paymentRoutes,
  },
  {
    name: 'Delivery',
    description: 'The delivery calendar at checkout: dates priced per day, capacity, supplier deliveries and delivery services',
    routes: deliveryRoutes,
  },
] as const;
export type ApiRoute = ApiRoutes[keyof ApiRoutes];

export {
  accountRoutes,
  analyticsRoutes,
  cartRoutes,
  catalogueRoutes,
  checkoutRoutes,
  paymentRoutes,
  compareRoutes,
  contentRoutes,
  deliveryRoutes,
  formRoutes,
  identityRoutes,
  placeRoutes,
  productRoutes,
};
