import { distanceKm } from './distance';

/**
 * Delivery zones (docs/adr/0029-delivery-zones-calendar-and-capacity.md): a locality's zone is the
 * first distance band that reaches it from the nearest place we deliver from, a warehouse or a
 * store (a store delivers from its warehouse). Beyond the last band there is no delivery.
 */
export interface DeliveryZone {
  code: string;
  name: string;
  maxDistanceKm: number;
  /** Days from today before the first ordinary (weekday or weekend) delivery. */
  leadDays: number;
  /** "10:00" on the warehouse's clock, or null when the zone has no same-day delivery. */
  sameDayCutoff: string | null;
  sameDayCents: number | null;
  nextDayCutoff: string | null;
  nextDayCents: number | null;
  weekdayCents: number;
  /** Null: no weekend delivery in this zone. */
  weekendCents: number | null;
  /** ISO weekday (1 Monday … 7 Sunday) delivered free, or null. */
  freeWeekday: number | null;
}

export interface DeliveryOrigin {
  kind: 'warehouse' | 'store';
  name: string;
  warehouseCode: string;
  timeZone: string;
  latitude: number;
  longitude: number;
}

export interface Point {
  latitude: number;
  longitude: number;
}

/** The warehouse or store nearest to a point, with its distance; null when there is none. */
export function nearestOrigin(point: Point, origins: readonly DeliveryOrigin[]): { origin: DeliveryOrigin; distanceKm: number } | null {
  let best: { origin: DeliveryOrigin; distanceKm: number } | null = null;
  for (const origin of origins) {
    const km = distanceKm(point, origin);
    if (!best || km < best.distanceKm) best = { origin, distanceKm: km };
  }
  return best;
}

/** The zone whose band reaches `km` (the narrowest that does), or null beyond the last band. */
export function zoneForDistance<Z extends Pick<DeliveryZone, 'maxDistanceKm'>>(zones: readonly Z[], km: number): Z | null {
  const reaching = zones.filter((zone) => km <= zone.maxDistanceKm);
  return reaching.sort((a, b) => a.maxDistanceKm - b.maxDistanceKm)[0] ?? null;
}
