/** Legacy and vanity paths. fromPath is stored lower-case with no trailing slash. */
export const REDIRECT_SEEDS: readonly { from: string; to: string; permanent?: boolean }[] = [
  { from: '/ovens', to: '/c/cooking/ovens' },
  { from: '/Cooktops/', to: '/c/cooking/cooktops' },
  { from: '/fridges', to: '/c/refrigeration/fridges' },
  { from: '/washing-machines', to: '/c/laundry/washing-machines' },
  { from: '/dishwashers', to: '/c/dishwashers' },
  { from: '/bbq', to: '/c/bbqs' },
  { from: '/stores/old-alexandria', to: '/stores/alexandria' },
  { from: '/stores/south-yarra', to: '/stores/richmond' },
  { from: '/catalogue/summer', to: '/catalogue', permanent: false },
  { from: '/careers', to: 'https://careers.wattleco.com.au/' },
  { from: '/search?q=miele', to: '/brands/miele' },
  { from: '/products?category=laundry', to: '/c/laundry' },
  { from: '/products?brand=smeg&category=small-appliances', to: '/c/small-appliances?brand=smeg', permanent: false },
  { from: '/blackfriday', to: '/sale', permanent: false },
  { from: '/p/legacy-miele-oven-h6260bp', to: '/c/cooking/ovens' },
  { from: '/price-match', to: '/s/price-match-guarantee' },
];

export function normaliseRedirectPath(path: string): string {
  const lower = path.trim().toLowerCase();
  const [pathname = '/', query] = lower.split('?', 2);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return query === undefined ? trimmed : `${trimmed}?${query}`;
}
