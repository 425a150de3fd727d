/** Setting names the server supplies (document 1 section 9, document 3 settings table). */

/** The feature settings of document 1 section 9, in the order listed there. */
export const FEATURE_SETTING_NAMES = [
  'IntercomEnabled',
  'IntercomAppId',
  'WebexEnabled',
  'RecaptchaSiteKey',
  'RecaptchaV3SiteKey',
  'BuyapowaEnabled',
  'BuyapowaMarket',
  'BuyapowaMarketDomain',
  'BuyapowaCampaignSlug',
  'countryCode',
  'customerSupportNumber',
  'CheckoutShowCalendarOnLoad',
  'QuickLinks',
  'ZipConfig',
  'PaypalDisclaimer',
  'proformaShippingBrands',
  'PriceHistoryEnabled',
  'NotifyMeCallbackExtended',
  'TipEnabled',
  'TipMessaging',
  'dealsClubEnabled',
  'PriceMatchEnabled',
  'CrossSellEnabled',
  'IsGooglePayExpressEnabled',
  'OTPEnabled',
  'referralConfig',
  'AreaTenPanEnabled',
  'AreaTenHeraEnabled',
  'LeaveATipMessage',
  'CallUsNowEnabled',
  'NewPromotionsEnabled',
  'CheckoutExpandedProductSwapEnabled',
  'ComparePageEnabled',
  'ComparePageHighlightDifferencesEnabled',
  'ComparePageHighlightToggleDefault',
  'ComparePageReviewSummary',
  'ReviewSummariesEnabled',
] as const;

/** Which icons the top navigation shows. */
export const NAVIGATION_SETTING_NAMES = ['displayCartIcon', 'displayProjectIcon', 'displaySearchIcon', 'displayContactUsIcon'] as const;

/**
 * The maps service the checkout's address autocomplete loads (document 2 section 7's maps script):
 * its script address and key. Our sandbox by default; Google's script and a key switch to Google.
 */
export const MAPS_SETTING_NAMES = ['mapsScriptUrl', 'mapsApiKey'] as const;
/** Google's premium maps plan names a client and channel instead of a key; neither is seeded. */
export const OPTIONAL_MAPS_SETTING_NAMES = ['mapsClient', 'mapsChannel'] as const;

/**
 * The payment configuration (document 2 section 3): a JSON setting with each method's switch and
 * range in dollars, Zip's terms and the wallets' switches (src/services/payments/payment-configuration.ts).
 */
export const PAYMENT_CONFIGURATION_SETTING = 'paymentConfiguration';
export const PAYMENT_SETTING_NAMES = [PAYMENT_CONFIGURATION_SETTING] as const;

export const REQUIRED_SETTING_NAMES = [
  ...FEATURE_SETTING_NAMES,
  ...NAVIGATION_SETTING_NAMES,
  ...MAPS_SETTING_NAMES,
  ...PAYMENT_SETTING_NAMES,
] as const;
export type SettingName = (typeof REQUIRED_SETTING_NAMES)[number];
/** Every name a reader may ask for: the required settings and the optional maps ones. */
export type KnownSettingName = SettingName | (typeof OPTIONAL_MAPS_SETTING_NAMES)[number];
