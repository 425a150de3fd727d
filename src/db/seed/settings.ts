import type { Database } from '../client';
import { APP_IDS, BRANDS, type AppId } from '../../domain/brands';
import { settings } from '../schema';
import { insertInBatches } from './batch';
import { paymentConfigurationSetting, zipConfigSetting } from './payment-settings';
import { FEATURE_SETTING_NAMES, NAVIGATION_SETTING_NAMES, REQUIRED_SETTING_NAMES, type SettingName } from '../../domain/setting-names';

export { FEATURE_SETTING_NAMES, NAVIGATION_SETTING_NAMES, REQUIRED_SETTING_NAMES };

const flag = (on: boolean) => (on ? 'true' : 'false');

function quickLinks(app: AppId): { title: string; url: string }[] {
  if (app === 'wac')
    return [
      { title: 'Projects', url: '/project' },
      { title: 'Trade account', url: '/account' },
      { title: 'Stores', url: '/stores' },
    ];
  if (app === 'fk')
    return [
      { title: 'Sofas', url: '/c/furniture/sofas' },
      { title: 'Dining', url: '/c/furniture/dining-tables' },
      { title: 'Sale', url: '/sale' },
    ];
  return [
    { title: 'Track my order', url: '/account' },
    { title: 'Delivery information', url: '/s/delivery-information' },
    { title: 'Returns', url: '/s/returns' },
    { title: 'Stores', url: '/stores' },
    { title: 'Price match', url: '/s/price-match-guarantee' },
  ];
}

export function settingsFor(app: AppId): Record<SettingName, string> {
  const brand = BRANDS[app];
  const nz = brand.country === 'NZ';
  const trade = app === 'wac' || app === 'aoc';
  const onlineStore = brand.theme === 'aol';
  return {
    IntercomEnabled: flag(true),
    IntercomAppId: `sandbox-chat-${app}`,
    WebexEnabled: flag(app === 'wa' || app === 'hc'),
    RecaptchaSiteKey: 'sandbox-recaptcha-site-key',
    RecaptchaV3SiteKey: 'sandbox-recaptcha-v3-site-key',
    BuyapowaEnabled: flag(!trade && app !== 'andoo'),
    BuyapowaMarket: brand.country,
    BuyapowaMarketDomain: brand.hostname,
    BuyapowaCampaignSlug: `sandbox-refer-a-friend-${app}`,
    countryCode: brand.country,
    customerSupportNumber: brand.customerSupportNumber.phone,
    CheckoutShowCalendarOnLoad: flag(!onlineStore),
    QuickLinks: JSON.stringify(quickLinks(app)),
    ZipConfig: zipConfigSetting(app),
    PaypalDisclaimer: nz
      ? 'PayPal Pay in 4 is available to eligible New Zealand customers. Terms apply.'
      : 'PayPal Pay in 4 is available on purchases between $30 and $2,000. Eligibility and terms apply.',
    proformaShippingBrands: trade ? 'Gaggenau,Sub-Zero,Wolf,Miele' : 'Gaggenau,Sub-Zero,Wolf',
    PriceHistoryEnabled: flag(onlineStore),
    NotifyMeCallbackExtended: flag(true),
    TipEnabled: flag(onlineStore),
    TipMessaging: 'Say thanks to your delivery crew. Every cent of your tip goes to them.',
    dealsClubEnabled: flag(onlineStore && !nz),
    PriceMatchEnabled: flag(nz || app === 'wa' || app === 'hc'),
    CrossSellEnabled: flag(!trade),
    IsGooglePayExpressEnabled: flag(!trade),
    OTPEnabled: flag(true),
    referralConfig: JSON.stringify({
      enabled: !trade && app !== 'andoo',
      rewardCents: nz ? 5000 : 10000,
      friendDiscountCents: 5000,
      termsUrl: '/s/terms-and-conditions',
    }),
    AreaTenPanEnabled: flag(app === 'wa'),
    AreaTenHeraEnabled: flag(false),
    LeaveATipMessage: 'Leave a tip for your delivery crew',
    CallUsNowEnabled: flag(true),
    NewPromotionsEnabled: flag(true),
    CheckoutExpandedProductSwapEnabled: flag(onlineStore),
    ComparePageEnabled: flag(!trade),
    ComparePageHighlightDifferencesEnabled: flag(true),
    ComparePageHighlightToggleDefault: flag(false),
    ComparePageReviewSummary: flag(onlineStore),
    ReviewSummariesEnabled: flag(onlineStore || app === 'wa'),
    displayCartIcon: flag(app !== 'wac'),
    displayProjectIcon: flag(app === 'wac'),
    displaySearchIcon: flag(true),
    displayContactUsIcon: flag(app !== 'andoo'),
    // The sandbox maps service (src/providers/maps); Google's is https://maps.googleapis.com/maps/api/js with a key.
    mapsScriptUrl: '/sandbox/maps/js',
    mapsApiKey: '',
    paymentConfiguration: paymentConfigurationSetting(app),
  };
}

export async function seedSettings(db: Database): Promise<number> {
  const rows = APP_IDS.flatMap((app) => Object.entries(settingsFor(app)).map(([name, value]) => ({ app, name, value })));
  return insertInBatches(db, settings, rows);
}
