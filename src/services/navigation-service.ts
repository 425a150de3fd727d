import type { NavbarResponse } from '../contracts/navigation';
import type { CatalogueRepository } from '../db/repositories/catalogue-repository';
import type { BrandConfig } from '../domain/brands';
import type { SettingsService } from './settings-service';
import { createTtlCache } from './ttl-cache';
import { brandPath, categoryPath } from '../domain/page-paths';
import { NAVIGATION_SETTING_NAMES } from '../domain/setting-names';

const BRANDS_PER_CATEGORY = 8;

export function createNavigationService(catalogue: CatalogueRepository, settings: SettingsService) {
  const cache = createTtlCache<NavbarResponse>(60_000);

  async function build(brand: BrandConfig): Promise<NavbarResponse> {
    const tops = await catalogue.topLevelCategories(brand.navCategories);
    const order = new Map(brand.navCategories.map((uri, index) => [uri, index]));
    tops.sort((a, b) => (order.get(a.uri) ?? 0) - (order.get(b.uri) ?? 0));
    const topIds = tops.map((t) => t.id);
    const [children, topBrands, flags] = await Promise.all([
      catalogue.childrenOf(topIds),
      catalogue.topBrandsByTopCategory(topIds, BRANDS_PER_CATEGORY),
      Promise.all(NAVIGATION_SETTING_NAMES.map(async (name) => [name, await settings.flag(brand.app, name)] as const)),
    ]);
    return {
      mainNav: tops.map((top) => ({
        name: top.name,
        uri: categoryPath(top.uri),
        subCategories: children.filter((c) => c.parentId === top.id).map((c) => ({ name: c.name, uri: categoryPath(c.uri) })),
        brands: topBrands.filter((b) => b.topId === top.id).map((b) => ({ name: b.name, uri: brandPath(b.slug) })),
      })),
      topNav: Object.fromEntries(flags) as NavbarResponse['topNav'],
    };
  }

  return {
    navbar: (brand: BrandConfig) => cache.get(brand.app, () => build(brand)),
    clearCache: () => cache.clear(),
  };
}
export type NavigationService = ReturnType<typeof createNavigationService>;
