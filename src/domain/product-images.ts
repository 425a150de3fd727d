/** Image types of the catalogue: 0 is a product shot, 1 a lifestyle shot. */
export const PRODUCT_SHOT = 0;

/**
 * The product's primary image (tiles, search suggestions, the compare tray, social previews):
 * its first product shot, or its first image of any kind when it has no product shot.
 */
export function primaryImage<Image extends { type: number }>(images: readonly Image[]): Image | null {
  return images.find((image) => image.type === PRODUCT_SHOT) ?? images[0] ?? null;
}
