import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../client/browser-api';

export const CANNOT_SHIP_TEXT = "*We can't ship to your location";

/**
 * Sets the delivery location (the API answers with the `locality` and `locationCode` cookies) and
 * reloads the page data, so the header and the page show prices and delivery for the new place.
 */
export function useSetLocation(): (localityId: number) => Promise<boolean> {
  const revalidator = useRevalidator();
  return useCallback(
    async (localityId: number) => {
      const result = await browserApi.post('/api/geo/setlocation', { body: { localityId } });
      if (!result.ok) return false;
      await revalidator.revalidate();
      return true;
    },
    [revalidator],
  );
}
