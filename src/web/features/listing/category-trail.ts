import type { NavbarResponse } from '../../../contracts/navigation';
import type { Crumb } from '../breadcrumbs/breadcrumbs';
import { categoryPath, categoryUriOf } from '../../../domain/page-paths';

/**
 * The breadcrumb trail of a category page: its parent categories (named from the main
 * navigation the frame has already loaded, so no extra call) then the category itself as text.
 */
export function categoryTrail(uri: string, name: string, navbar: NavbarResponse | null | undefined): Crumb[] {
  const segments = categoryUriOf(uri).split('/').filter(Boolean);
  const parents: Crumb[] = [];
  for (let i = 1; i < segments.length; i += 1) {
    const parentUri = categoryPath(segments.slice(0, i).join('/'));
    const top = navbar?.mainNav.find((c) => c.uri === parentUri);
    const sub = navbar?.mainNav.flatMap((c) => c.subCategories).find((c) => c.uri === parentUri);
    const found = top ?? sub;
    if (found) parents.push({ name: found.name, uri: found.uri });
  }
  return [...parents, { name, uri: '' }];
}
