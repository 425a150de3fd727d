/**
 * Manufacturer promotions. Dates are days relative to the seed's reference day (negative = past).
 * scripts/generate-illustrations.ts draws a banner for each at /media/promotions/{path}.svg.
 */
export interface PromotionSeed {
  path: string;
  title: string;
  description: string;
  brand: string;
  startDay: number;
  endDay: number;
  ribbon: string | null;
  featured: boolean;
  rewardLabel: string | null;
  /** Day (relative to the reference) on which claims close; absent when nothing is claimed. */
  redemptionEndDay?: number;
  categoryUris: readonly string[];
  /** Brand colour used on the banner. */
  colour: string;
}

export const PROMOTION_SEEDS: readonly PromotionSeed[] = [
  { path: 'miele-cashback-2026', title: 'Miele Cashback: up to $500 back', description: 'Claim up to $500 cashback when you buy selected Miele ovens, dishwashers and laundry appliances.', brand: 'Miele', startDay: -20, endDay: 25, ribbon: 'cashback', featured: true, rewardLabel: 'Up to $500 cashback', redemptionEndDay: 60, categoryUris: ['cooking/ovens', 'dishwashers/built-in-dishwashers', 'laundry/washing-machines'], colour: '#8c0014' },
  { path: 'bosch-bonus-cookware-2026', title: 'Bonus Bosch cookware set', description: 'Receive a bonus five-piece induction cookware set with selected Bosch cooktops and ovens.', brand: 'Bosch', startDay: -10, endDay: 30, ribbon: 'bonus', featured: true, rewardLabel: 'Bonus cookware set', redemptionEndDay: 75, categoryUris: ['cooking/cooktops', 'cooking/ovens'], colour: '#007bc0' },
  { path: 'fisher-paykel-kitchen-package-2026', title: 'Fisher & Paykel kitchen package savings', description: 'Save up to 20% when you buy three or more Fisher & Paykel kitchen appliances together.', brand: 'Fisher & Paykel', startDay: -5, endDay: 40, ribbon: 'special-offer', featured: true, rewardLabel: null, categoryUris: ['cooking/ovens', 'refrigeration/french-door-fridges', 'dishwashers/dishwasher-drawers'], colour: '#2d2926' },
  { path: 'samsung-tv-cashback-2026', title: 'Samsung TV cashback', description: 'Get up to $1,000 back on selected Samsung Neo QLED and OLED televisions.', brand: 'Samsung', startDay: -15, endDay: 10, ribbon: 'cashback', featured: false, rewardLabel: 'Up to $1,000 cashback', redemptionEndDay: 45, categoryUris: ['tv-audio/tvs'], colour: '#1428a0' },
  { path: 'lg-laundry-savings-2026', title: 'Save on LG laundry', description: 'Save on selected LG front loaders, heat pump dryers and washer dryers.', brand: 'LG', startDay: -3, endDay: 18, ribbon: 'save', featured: false, rewardLabel: null, categoryUris: ['laundry/washing-machines', 'laundry/dryers'], colour: '#a50034' },
  { path: 'breville-win-italy-2026', title: 'Win a coffee trip to Italy', description: 'Buy any Breville espresso machine for your chance to win a coffee trip for two to Milan.', brand: 'Breville', startDay: -12, endDay: 20, ribbon: 'win', featured: true, rewardLabel: 'Win a trip for two', redemptionEndDay: 27, categoryUris: ['small-appliances/coffee-machines'], colour: '#3c3c3b' },
  { path: 'dyson-black-friday-2026', title: 'Dyson Black Friday offers', description: 'Limited-time prices on Dyson cordless vacuums and purifier fans.', brand: 'Dyson', startDay: -1, endDay: 11, ribbon: 'sale', featured: true, rewardLabel: null, categoryUris: ['small-appliances/vacuums', 'heating-cooling/fans'], colour: '#333333' },
  { path: 'smeg-catalogue-2026', title: 'Smeg summer catalogue', description: 'Colourful Smeg small appliances and cookers featured in our summer catalogue.', brand: 'Smeg', startDay: -7, endDay: 35, ribbon: 'catalogue-item', featured: false, rewardLabel: null, categoryUris: ['small-appliances/toasters', 'small-appliances/kettles', 'cooking/freestanding-cookers'], colour: '#231f20' },
  { path: 'weber-summer-bbq-2026', title: 'Weber summer barbecue bonus', description: 'Bonus cover and tool set with selected Weber Genesis and Spirit barbecues.', brand: 'Weber', startDay: 10, endDay: 55, ribbon: 'bonus', featured: false, rewardLabel: 'Bonus cover and tools', redemptionEndDay: 85, categoryUris: ['bbqs/freestanding-bbqs', 'bbqs/portable-bbqs'], colour: '#e4002b' },
  { path: 'daikin-cooling-rebate-2026', title: 'Daikin cooling rebate', description: 'Claim up to $400 on selected Daikin split systems installed before summer.', brand: 'Daikin', startDay: 5, endDay: 70, ribbon: 'cashback', featured: false, rewardLabel: 'Up to $400 back', redemptionEndDay: 100, categoryUris: ['heating-cooling/air-conditioners'], colour: '#0097e0' },
  { path: 'westinghouse-winter-2026', title: 'Westinghouse winter warmers', description: 'Bonus cookware with selected Westinghouse ovens. This offer has ended.', brand: 'Westinghouse', startDay: -150, endDay: -100, ribbon: 'bonus', featured: false, rewardLabel: 'Bonus cookware', redemptionEndDay: -70, categoryUris: ['cooking/ovens'], colour: '#003b71' },
  { path: 'electrolux-spring-clean-2026', title: 'Electrolux spring clean', description: 'Spring savings on Electrolux laundry and vacuums. This offer has ended.', brand: 'Electrolux', startDay: -80, endDay: -50, ribbon: 'save', featured: false, rewardLabel: null, categoryUris: ['laundry/washing-machines', 'small-appliances/vacuums'], colour: '#041e50' },
  { path: 'sonos-new-era-2026', title: 'New: Sonos Era speakers', description: 'The newest Sonos speakers are now in store for demonstration.', brand: 'Sonos', startDay: -30, endDay: 60, ribbon: 'new', featured: false, rewardLabel: null, categoryUris: ['tv-audio/speakers', 'tv-audio/soundbars'], colour: '#000000' },
];
