import type { DeliveryLocality, DeliveryRepository, DeliveryServiceOfferRow } from '../../db/repositories/delivery-repository';
import { calendarDateIn } from '../../domain/calendar-date';
import { hasOption } from '../../domain/checkout-options';
import {
  applyProformaRule,
  supplierDays,
  supplierReaches,
  type CalendarDay,
  type SupplierTerms,
} from '../../domain/delivery-calendar-rules';
import { addCalendarDays, deliveryDays, DELIVERY_HORIZON_DAYS } from '../../domain/delivery-days';
import { nearestOrigin, zoneForDistance, type DeliveryOrigin, type DeliveryZone } from '../../domain/delivery-zones';
import { createTtlCache } from '../ttl-cache';

/** What an order's delivery is planned from: its lines (brands, prices) and the delivery locality. */
export interface PlannedLine {
  brand: string;
  priceCents: number;
  isProforma: boolean;
}

export interface SupplierPlan {
  supplier: string;
  brands: string[];
  /** The supplier's delivery days, the first being the one offered; empty when it cannot deliver. */
  days: { date: string; priceCents: number }[];
  /** Why the supplier cannot deliver here, or null. */
  error: string | null;
}

export interface DeliveryPlan {
  locality: DeliveryLocality;
  /** Where the delivery leaves from; null when nothing of ours reaches the locality. */
  origin: DeliveryOrigin | null;
  zone: DeliveryZone | null;
  distanceKm: number | null;
  /** Today on the origin's clock. */
  today: string;
  /** Our calendar: every day of the horizon, available when delivered, not full and allowed (proforma). */
  days: CalendarDay[];
  proforma: boolean;
  suppliers: SupplierPlan[];
  /** The delivery services the caller's options allow. */
  services: DeliveryServiceOfferRow[];
}

export const supplierUnreachable = (supplier: string, postcode: string) =>
  `${supplier} does not deliver to ${postcode}. Please contact us to arrange delivery of its products.`;

export interface DeliveryPlannerDeps {
  repository: DeliveryRepository;
  app: string;
  country: string;
  /** The flavour's own time zone, for today when no warehouse reaches the locality. */
  timeZone: string;
  /** Deliveries a warehouse makes on a day without a capacity row of its own (DELIVERY_DAY_CAPACITY). */
  defaultDayCapacity: number;
  now: () => Date;
}

const serviceAllowed = (offer: DeliveryServiceOfferRow, opts: number) =>
  offer.kind === 'installation' ? hasOption(opts, 'PaidInstalls') : hasOption(opts, 'ConnectRemove');

const supplierTerms = (row: {
  leadDays: number;
  weekdays: string;
  priceCents: number;
  unreachableFrom: string | null;
  unreachableTo: string | null;
}): SupplierTerms => ({ ...row, weekdays: row.weekdays.split(',').map(Number).filter(Number.isInteger) });

export function createDeliveryPlanner(deps: DeliveryPlannerDeps) {
  const { repository, app, country } = deps;
  // Zones, warehouses and stores change rarely: reads share them for a minute, and an order being
  // placed, which prices its delivery, reads them fresh in its transaction.
  const cache = createTtlCache<unknown>(60_000, { freshInTransactions: true });
  const cached = <T>(key: string, load: () => Promise<T>): Promise<T> => cache.get(key, load) as Promise<T>;

  async function calendar(origin: DeliveryOrigin, zone: DeliveryZone, proforma: boolean): Promise<{ today: string; days: CalendarDay[] }> {
    const now = deps.now();
    const today = calendarDateIn(now, origin.timeZone);
    const priced = deliveryDays({ zone, now, timeZone: origin.timeZone });
    const rows = await repository.capacities(origin.warehouseCode, today, addCalendarDays(today, DELIVERY_HORIZON_DAYS - 1));
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const days = priced.map((day) => {
      const row = byDay.get(day.date);
      const room = row ? row.booked < row.capacity : deps.defaultDayCapacity > 0;
      return { date: day.date, priceCents: day.priceCents, available: day.offered && room };
    });
    return { today, days: proforma ? applyProformaRule(days, today) : days };
  }

  async function suppliersFor(lines: readonly PlannedLine[], postcode: string, today: string): Promise<SupplierPlan[]> {
    const rows = await cached('suppliers', () => repository.suppliers(app));
    const brands = new Set(lines.map((line) => line.brand.trim().toLowerCase()));
    const bySupplier = new Map<string, SupplierPlan>();
    for (const row of rows) {
      if (!brands.has(row.brand.trim().toLowerCase())) continue;
      const terms = supplierTerms(row);
      const plan = bySupplier.get(row.supplier) ?? { supplier: row.supplier, brands: [], days: [], error: null };
      plan.brands.push(row.brand);
      if (!supplierReaches(terms, postcode)) plan.error = supplierUnreachable(row.supplier, postcode);
      else if (plan.days.length === 0) plan.days = supplierDays(terms, today);
      bySupplier.set(row.supplier, plan);
    }
    return [...bySupplier.values()].map((plan) => (plan.error ? { ...plan, days: [] } : plan));
  }

  return {
    async locality(address: { suburb: string; state: string | null; postcode: string }): Promise<DeliveryLocality | null> {
      return repository.locality(country, address.suburb, address.state, address.postcode);
    },

    /** The plan for a known locality: zone, calendar, supplier deliveries and allowed services. */
    async plan(locality: DeliveryLocality, lines: readonly PlannedLine[], opts: number): Promise<DeliveryPlan> {
      const [origins, zones, offers] = [
        await cached('origins', () => repository.origins(country)),
        await cached('zones', () => repository.zones(app)),
        await cached('services', () => repository.serviceOffers(app)),
      ];
      const point =
        locality.latitude !== null && locality.longitude !== null ? { latitude: locality.latitude, longitude: locality.longitude } : null;
      const nearest = point ? nearestOrigin(point, origins) : null;
      const zone = nearest ? zoneForDistance(zones, nearest.distanceKm) : null;
      const proforma = lines.some((line) => line.isProforma);
      const reached = nearest && zone ? await calendar(nearest.origin, zone, proforma) : null;
      const today = reached?.today ?? calendarDateIn(deps.now(), nearest?.origin.timeZone ?? deps.timeZone);
      return {
        locality,
        origin: reached ? nearest!.origin : null,
        zone,
        distanceKm: nearest?.distanceKm ?? null,
        today,
        days: reached?.days ?? [],
        proforma,
        suppliers: await suppliersFor(lines, locality.postcode, today),
        services: offers.filter((offer) => serviceAllowed(offer, opts)),
      };
    },

    clearCache: () => cache.clear(),
  };
}
export type DeliveryPlanner = ReturnType<typeof createDeliveryPlanner>;
