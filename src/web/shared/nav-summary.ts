import type { NavbarResponse, TopNav } from '../../contracts/navigation';

/**
 * A main category as every page carries it: its link, and whether it has a panel to open. The
 * panels' links (subcategories and top brands, most of `/api/navbar/`) load when a shopper first
 * opens one, so they neither ride in every page's HTML and hydration data nor render per request.
 */
export interface NavCategorySummary {
  name: string;
  uri: string;
  subCategoryCount: number;
  brandCount: number;
}

export interface NavbarSummary {
  mainNav: NavCategorySummary[];
  topNav: TopNav;
}

export function summariseNavbar(navbar: NavbarResponse): NavbarSummary {
  return {
    mainNav: navbar.mainNav.map((category) => ({
      name: category.name,
      uri: category.uri,
      subCategoryCount: category.subCategories.length,
      brandCount: category.brands.length,
    })),
    topNav: navbar.topNav,
  };
}

export const hasPanel = (category: NavCategorySummary) => category.subCategoryCount > 0 || category.brandCount > 0;
