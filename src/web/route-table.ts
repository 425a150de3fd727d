/**
 * The route table of document 1 section 2.1, as data. `routes.ts` registers it with React Router
 * (every route becomes its own lazily loaded chunk) and the frame reads it back at runtime to
 * find the page type, layout and route data of the page being shown.
 */
export type PageType =
  | 'generic'
  | 'homepage'
  | 'categoryPage'
  | 'brandPage'
  | 'promoPage'
  | 'filter'
  | 'search'
  | 'topic'
  | 'sale'
  | 'promotions'
  | 'accounts'
  | 'shoppingCart'
  | 'orderConfirmation'
  | 'OrderSummary'
  | 'productComparison'
  | 'checkout'
  | 'product'
  | 'rescheduleDelivery'
  | 'afterpay'
  | 'zipPay'
  | 'vouchers'
  | 'cartBuilder'
  | 'klarna'
  | 'humm'
  | 'referAFriend'
  | 'contactUs'
  | 'resetPassword'
  | 'siteMap'
  | 'static'
  | 'blog'
  | 'project'
  | 'performanceDashboard'
  | 'pages'
  | 'virtualTour';

/** `blank` hides the shell extras (admin bar, side panel, compare tray, newsletter popup). */
export type RouteLayout = 'default' | 'blank';

export interface RouteEntry {
  id: string;
  /** Path without the leading slash; '' is home and '*' the not-found catch-all. */
  path: string;
  /** Module under src/web/routes; placeholder modules serve several routes. */
  file: string;
  pageType: PageType;
  /** The page's own heading, also the first part of its title. */
  heading: string;
  /** One sentence for placeholder pages and the meta description. */
  summary: string;
  layout?: RouteLayout;
  hideLocalitySuggestionInHeader?: boolean;
  /** Page views are tracked on each URL change unless a page tracks itself (default on). */
  autoTrackingEnabled?: boolean;
}

const PLACEHOLDER = 'routes/placeholder-page.tsx';

export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    id: 'home',
    path: '',
    file: 'routes/home.tsx',
    pageType: 'homepage',
    heading: 'Home',
    summary: 'Appliances, kitchens and homewares with expert advice and delivery.',
  },
  {
    id: 'virtual-tour',
    path: 'virtual-tour',
    file: PLACEHOLDER,
    pageType: 'virtualTour',
    heading: 'Virtual Store Tours',
    summary: 'Walk through our showrooms from home. Choose a store to start its virtual tour.',
  },
  {
    id: 'virtual-tour-store',
    path: 'virtual-tour/:storeUri',
    file: 'routes/virtual-tour-store.tsx',
    pageType: 'virtualTour',
    heading: 'Virtual Tour',
    summary: 'A virtual walk through one of our showrooms.',
  },
  {
    id: 'winning-commercial',
    path: 'winning-commercial',
    file: PLACEHOLDER,
    pageType: 'pages',
    heading: 'Commercial Solutions',
    summary: 'Appliance supply and project support for builders, developers and designers.',
  },
  {
    id: 'checkout',
    path: 'customer/checkout',
    file: PLACEHOLDER,
    pageType: 'checkout',
    heading: 'Checkout',
    summary: 'Review your cart, choose delivery and pay securely.',
    hideLocalitySuggestionInHeader: true,
    autoTrackingEnabled: false,
  },
  {
    id: 'order-confirmation',
    path: 'customer/confirmation',
    file: PLACEHOLDER,
    pageType: 'orderConfirmation',
    heading: 'Order Confirmation',
    summary: 'Thank you for your order. Your confirmation details appear here.',
    hideLocalitySuggestionInHeader: true,
  },
  {
    id: 'zipmoney',
    path: 'zipmoney',
    file: PLACEHOLDER,
    pageType: 'zipPay',
    heading: 'Zip Pay',
    summary: 'Buy now and pay later with interest-free instalments.',
  },
  {
    id: 'afterpay',
    path: 'afterpay',
    file: PLACEHOLDER,
    pageType: 'afterpay',
    heading: 'Afterpay',
    summary: 'Pay in four fortnightly instalments, interest free.',
  },
  {
    id: 'blog',
    path: 'blog',
    file: PLACEHOLDER,
    pageType: 'blog',
    heading: 'Blog',
    summary: 'Buying guides, kitchen ideas and news from our team.',
  },
  {
    id: 'cooking-demos',
    path: 'cooking-demos',
    file: PLACEHOLDER,
    pageType: 'pages',
    heading: 'Cooking Demonstrations',
    summary: 'Free in-store cooking demonstrations with our chefs.',
  },
  {
    id: 'product',
    path: 'p/:uri',
    file: 'routes/product-page.tsx',
    pageType: 'product',
    heading: 'Product Details',
    summary: 'Specifications, prices and delivery options for this product.',
  },
  {
    id: 'category',
    path: 'c/*',
    file: PLACEHOLDER,
    pageType: 'categoryPage',
    heading: 'Shop by Category',
    summary: 'Browse products in this category and refine by brand, price and features.',
  },
  {
    id: 'inspiration',
    path: 'inspiration/:uri',
    file: PLACEHOLDER,
    pageType: 'topic',
    heading: 'Inspiration',
    summary: 'Ideas and looks to inspire your next kitchen, laundry or living space.',
  },
  {
    id: 'inspirations',
    path: 'inspirations/:uri',
    file: PLACEHOLDER,
    pageType: 'topic',
    heading: 'Inspirations',
    summary: 'Ideas and looks to inspire your next kitchen, laundry or living space.',
  },
  {
    id: 'project-admin',
    path: 'project-admin',
    file: PLACEHOLDER,
    pageType: 'project',
    heading: 'Project Administration',
    summary: 'Staff administration of customer projects and quotes.',
    autoTrackingEnabled: false,
  },
  {
    id: 'brands',
    path: 'brands',
    file: PLACEHOLDER,
    pageType: 'brandPage',
    heading: 'Our Brands',
    summary: 'The appliance and homeware brands we stock.',
  },
  {
    id: 'brand',
    path: 'brands/:uri',
    file: PLACEHOLDER,
    pageType: 'brandPage',
    heading: 'Brand',
    summary: 'Products, ranges and offers from this brand.',
  },
  {
    id: 'recipes',
    path: 'recipes',
    file: PLACEHOLDER,
    pageType: 'pages',
    heading: 'Recipes',
    summary: 'Recipes from our cooking demonstrations, tested in our kitchens.',
  },
  {
    id: 'recipe',
    path: 'recipes/:uri',
    file: PLACEHOLDER,
    pageType: 'pages',
    heading: 'Recipe',
    summary: 'Ingredients, method and the appliances that make it easy.',
  },
  {
    id: 'catalogue',
    path: 'catalogue',
    file: PLACEHOLDER,
    pageType: 'pages',
    heading: 'Catalogues',
    summary: 'Our latest catalogues and offers.',
  },
  {
    id: 'catalogue-details',
    path: 'catalogue-details/:id',
    file: PLACEHOLDER,
    pageType: 'pages',
    heading: 'Catalogue',
    summary: 'Browse this catalogue page by page.',
  },
  {
    id: 'static',
    path: 's/:uri',
    file: 'routes/static-page.tsx',
    pageType: 'static',
    heading: 'Information',
    summary: 'Store policies and customer information.',
  },
  {
    id: 'stores',
    path: 'stores',
    file: 'routes/stores.tsx',
    pageType: 'generic',
    heading: 'Our Stores',
    summary: 'Find a showroom near you, with opening hours, directions and virtual tours.',
  },
  {
    id: 'store',
    path: 'stores/:uri',
    file: 'routes/store-detail.tsx',
    pageType: 'generic',
    heading: 'Store Details',
    summary: 'Address, opening hours and directions for this store.',
  },
  {
    id: 'search-redirect',
    path: 'search',
    file: 'routes/search-redirect.tsx',
    pageType: 'search',
    heading: 'Search',
    summary: 'Search redirects to the product landing page.',
  },
  {
    id: 'search',
    path: 'search/:term',
    file: PLACEHOLDER,
    pageType: 'search',
    heading: 'Search Results',
    summary: 'Products matching your search.',
  },
  {
    id: 'products',
    path: 'products',
    file: PLACEHOLDER,
    pageType: 'filter',
    heading: 'Products',
    summary: 'Search and filter our full range of products.',
  },
  {
    id: 'promotion',
    path: 'promotion/:uri',
    file: PLACEHOLDER,
    pageType: 'promoPage',
    heading: 'Promotion',
    summary: 'Offer details, eligible products and how to redeem.',
  },
  {
    id: 'promotions',
    path: 'promotions',
    file: PLACEHOLDER,
    pageType: 'promotions',
    heading: 'Promotions',
    summary: 'Current offers, bonus gifts and cashback deals.',
  },
  {
    id: 'compare',
    path: 'compare',
    file: PLACEHOLDER,
    pageType: 'productComparison',
    heading: 'Compare Products',
    summary: 'Compare up to three products side by side.',
  },
  {
    id: 'project',
    path: 'project',
    file: PLACEHOLDER,
    pageType: 'project',
    heading: 'Projects',
    summary: 'Staff project and quote tool.',
    autoTrackingEnabled: false,
  },
  {
    id: 'performance-dashboard',
    path: 'performance-dashboard',
    file: PLACEHOLDER,
    pageType: 'performanceDashboard',
    heading: 'Performance Dashboard',
    summary: 'Sales performance for our team.',
    autoTrackingEnabled: false,
  },
  {
    id: 'performance-dashboard-project-search',
    path: 'performance-dashboard/project-search',
    file: PLACEHOLDER,
    pageType: 'performanceDashboard',
    heading: 'Project Search',
    summary: 'Find projects by customer, salesperson or date.',
    autoTrackingEnabled: false,
  },
  {
    id: 'sitemap',
    path: 'sitemap',
    file: PLACEHOLDER,
    pageType: 'siteMap',
    heading: 'Sitemap',
    summary: 'Every section of our website in one place.',
  },
  {
    id: 'pe-bookings',
    path: 'pe-bookings',
    file: PLACEHOLDER,
    pageType: 'generic',
    heading: 'Bookings',
    summary: 'Book an in-store appointment with a product expert.',
  },
  {
    id: 'form',
    path: 'form/:url',
    file: PLACEHOLDER,
    pageType: 'pages',
    heading: 'Enquiry Form',
    summary: 'Send us your details and we will be in touch.',
  },
  {
    id: 'ask-an-expert',
    path: 'ask-an-expert',
    file: PLACEHOLDER,
    pageType: 'contactUs',
    heading: 'Ask an Expert',
    summary: 'Questions about a product or your order? Our experts are here to help.',
  },
  {
    id: 'account',
    path: 'account',
    file: PLACEHOLDER,
    pageType: 'accounts',
    heading: 'My Account',
    summary: 'Your orders, addresses and details.',
    hideLocalitySuggestionInHeader: true,
  },
  {
    id: 'account-login',
    path: 'account/login',
    file: PLACEHOLDER,
    pageType: 'accounts',
    heading: 'Log In',
    summary: 'Log in to see your orders and saved details.',
    hideLocalitySuggestionInHeader: true,
  },
  {
    id: 'account-internal-login',
    path: 'account/internal/login',
    file: PLACEHOLDER,
    pageType: 'accounts',
    heading: 'Staff Log In',
    summary: 'Log in with your staff account.',
    hideLocalitySuggestionInHeader: true,
  },
  {
    id: 'account-logout',
    path: 'account/logout',
    file: PLACEHOLDER,
    pageType: 'accounts',
    heading: 'Log Out',
    summary: 'Your session has ended. Log in again to continue.',
    hideLocalitySuggestionInHeader: true,
  },
  {
    id: 'login-callback',
    path: 'blank/account/login-callback',
    file: PLACEHOLDER,
    pageType: 'accounts',
    heading: 'Logging You In',
    summary: 'Please wait while we finish logging you in.',
    layout: 'blank',
    hideLocalitySuggestionInHeader: true,
    autoTrackingEnabled: false,
  },
  {
    id: 'culinary-support',
    path: 'culinary-support',
    file: PLACEHOLDER,
    pageType: 'pages',
    heading: 'Culinary Support',
    summary: 'Help from our chefs to get the most from your new cooking appliances.',
  },
  {
    id: 'cookbook',
    path: 'cookbook',
    file: PLACEHOLDER,
    pageType: 'pages',
    heading: 'Cookbook',
    summary: 'Recipes and techniques collected from our cooking school.',
  },
  {
    id: 'error-page',
    path: '404',
    file: 'routes/error-page.tsx',
    pageType: 'generic',
    heading: 'Page not found',
    summary: 'The page you were looking for could not be found.',
  },
  {
    id: 'not-found',
    path: '*',
    file: 'routes/not-found.tsx',
    pageType: 'generic',
    heading: 'Page not found',
    summary: 'The page you were looking for could not be found.',
  },
];

const BY_ID = new Map(ROUTE_TABLE.map((entry) => [entry.id, entry]));

export function routeEntry(id: string | undefined): RouteEntry | undefined {
  return id === undefined ? undefined : BY_ID.get(id);
}

/** The entry of the deepest matched route that is in the table (layout routes are not). */
export function currentRouteEntry(matches: readonly { id: string }[]): RouteEntry | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const entry = routeEntry(matches[i]?.id);
    if (entry) return entry;
  }
  return undefined;
}

export const isAutoTrackingEnabled = (entry: RouteEntry | undefined) => entry?.autoTrackingEnabled ?? true;
