import type { SaleResponse } from '../../contracts/content';

export type SaleImage = SaleResponse['images'][string];

/**
 * What every page carries of the running sale: what the footer banner shows. The sale answer's
 * other twelve images (2 kB of hydration data) are read by the home and sale pages' own loaders.
 */
export interface SaleFooter {
  name: string;
  url: string;
  colour: string;
  image: SaleImage | null;
}

export function saleFooter(sale: SaleResponse): SaleFooter {
  return { name: sale.name, url: sale.url, colour: sale.colour, image: sale.images.footerBanner ?? null };
}
