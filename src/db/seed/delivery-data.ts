import { APP_IDS, BRANDS, type AppId } from '../../domain/brands';
import type { DeliveryZone } from '../../domain/delivery-zones';
import type { deliveryServiceOffers, supplierDeliveries, warehouses } from '../schema';

/**
 * Delivery reference data (docs/adr/0029-delivery-zones-calendar-and-capacity.md): the warehouses
 * the stores' `warehouseLocationCode`s name, each flavour's zones and prices, the brands their
 * supplier delivers and the delivery services. Prices are cents in the flavour's currency (NZD in
 * aol-nz).
 */
export const WAREHOUSES: (typeof warehouses.$inferInsert)[] = [
  { code: 'SYD', name: 'Wetherill Park', country: 'AU', timeZone: 'Australia/Sydney', latitude: -33.85, longitude: 150.9 },
  { code: 'CBR', name: 'Hume', country: 'AU', timeZone: 'Australia/Sydney', latitude: -35.39, longitude: 149.16 },
  { code: 'MEL', name: 'Laverton North', country: 'AU', timeZone: 'Australia/Melbourne', latitude: -37.83, longitude: 144.79 },
  { code: 'BNE', name: 'Richlands', country: 'AU', timeZone: 'Australia/Brisbane', latitude: -27.6, longitude: 152.95 },
  { code: 'ADL', name: 'Wingfield', country: 'AU', timeZone: 'Australia/Adelaide', latitude: -34.85, longitude: 138.57 },
  { code: 'PER', name: 'Welshpool', country: 'AU', timeZone: 'Australia/Perth', latitude: -31.99, longitude: 115.95 },
  { code: 'HBA', name: 'Derwent Park', country: 'AU', timeZone: 'Australia/Hobart', latitude: -42.83, longitude: 147.3 },
  { code: 'DRW', name: 'Winnellie', country: 'AU', timeZone: 'Australia/Darwin', latitude: -12.43, longitude: 130.88 },
  { code: 'AKL', name: 'East Tamaki', country: 'NZ', timeZone: 'Pacific/Auckland', latitude: -36.95, longitude: 174.9 },
  { code: 'CHC', name: 'Hornby', country: 'NZ', timeZone: 'Pacific/Auckland', latitude: -43.54, longitude: 172.52 },
];

/** A zone row without its flavour: every column given, as the domain reads it. */
type ZoneRow = DeliveryZone;

/**
 * The bands every flavour uses: metro (same day before 10:00, next day before 15:00, Wednesdays
 * free), outer metro, regional and remote; past 800 km we do not deliver.
 */
const AU_ZONES: ZoneRow[] = [
  {
    code: 'metro',
    name: 'Metro',
    maxDistanceKm: 40,
    leadDays: 2,
    sameDayCutoff: '10:00',
    sameDayCents: 8900,
    nextDayCutoff: '15:00',
    nextDayCents: 4900,
    weekdayCents: 2900,
    weekendCents: 4900,
    freeWeekday: 3,
  },
  {
    code: 'outer',
    name: 'Outer metro',
    maxDistanceKm: 100,
    leadDays: 3,
    sameDayCutoff: null,
    sameDayCents: null,
    nextDayCutoff: null,
    nextDayCents: null,
    weekdayCents: 5900,
    weekendCents: 7900,
    freeWeekday: null,
  },
  {
    code: 'regional',
    name: 'Regional',
    maxDistanceKm: 300,
    leadDays: 5,
    sameDayCutoff: null,
    sameDayCents: null,
    nextDayCutoff: null,
    nextDayCents: null,
    weekdayCents: 9900,
    weekendCents: null,
    freeWeekday: null,
  },
  {
    code: 'remote',
    name: 'Remote',
    maxDistanceKm: 800,
    leadDays: 10,
    sameDayCutoff: null,
    sameDayCents: null,
    nextDayCutoff: null,
    nextDayCents: null,
    weekdayCents: 19900,
    weekendCents: null,
    freeWeekday: null,
  },
];

/** New Zealand prices (NZD): a little dearer, free on Tuesdays in Auckland and Christchurch metro. */
const NZ_ZONES: ZoneRow[] = AU_ZONES.map((zone) => ({
  ...zone,
  sameDayCents: zone.sameDayCents === null ? null : 9900,
  nextDayCents: zone.nextDayCents === null ? null : 5900,
  weekdayCents: Math.round(zone.weekdayCents * 1.15),
  weekendCents: zone.weekendCents === null ? null : Math.round(zone.weekendCents * 1.15),
  freeWeekday: zone.code === 'metro' ? 2 : null,
}));

/** Furniture is carried by two people and never same day. */
const FURNITURE_ZONES: ZoneRow[] = AU_ZONES.map((zone) => ({
  ...zone,
  sameDayCutoff: null,
  sameDayCents: null,
  weekdayCents: zone.weekdayCents + 3000,
  weekendCents: zone.weekendCents === null ? null : zone.weekendCents + 3000,
}));

export function zonesFor(app: AppId): ZoneRow[] {
  if (BRANDS[app].country === 'NZ') return NZ_ZONES;
  return app === 'fk' ? FURNITURE_ZONES : AU_ZONES;
}

type SupplierRow = Omit<typeof supplierDeliveries.$inferInsert, 'app' | 'id'>;

/** Brands their maker delivers; Falcon does not reach Western Australia, Vintec not the deep south of New Zealand. */
export function suppliersFor(app: AppId): SupplierRow[] {
  if (BRANDS[app].country === 'NZ')
    return [
      {
        supplier: 'Vintec',
        brand: 'Vintec',
        leadDays: 5,
        weekdays: '2,4',
        priceCents: 6900,
        unreachableFrom: '9000',
        unreachableTo: '9999',
      },
    ];
  return [
    { supplier: 'Ilve', brand: 'Ilve', leadDays: 7, weekdays: '2,4', priceCents: 7900, unreachableFrom: null, unreachableTo: null },
    {
      supplier: 'Falcon',
      brand: 'Falcon',
      leadDays: 10,
      weekdays: '1,3,5',
      priceCents: 9900,
      unreachableFrom: '6000',
      unreachableTo: '6999',
    },
    { supplier: 'Vintec', brand: 'Vintec', leadDays: 5, weekdays: '2,4', priceCents: 0, unreachableFrom: '0800', unreachableTo: '0899' },
  ];
}

type ServiceRow = Omit<typeof deliveryServiceOffers.$inferInsert, 'app' | 'id'>;

export function servicesFor(app: AppId): ServiceRow[] {
  const nz = BRANDS[app].country === 'NZ';
  return [
    {
      sku: 'DS-REMOVAL',
      kind: 'removal',
      title: 'Removal of your old appliance',
      blurb: 'We take your old appliance away and recycle it.',
      priceCents: nz ? 4500 : 3900,
      sortOrder: 1,
    },
    {
      sku: 'DS-CONNECT',
      kind: 'connection',
      title: 'Connection',
      blurb: 'We connect your new appliance to existing water and power points and check it runs.',
      priceCents: nz ? 6900 : 5900,
      sortOrder: 2,
    },
    {
      sku: 'DS-INSTALL',
      kind: 'installation',
      title: 'Installation',
      blurb: 'A licensed installer fits your appliance into the space prepared for it.',
      priceCents: nz ? 17900 : 14900,
      sortOrder: 3,
    },
  ];
}

/**
 * Demo days (days after the seed's reference day) that show capacity at work: one day at the
 * Sydney and Auckland warehouses nearly full, and the day after full.
 */
export const DEMO_CAPACITY_DAYS = [
  { warehouseCode: 'SYD', afterDays: 9, capacity: 40, booked: 39 },
  { warehouseCode: 'SYD', afterDays: 10, capacity: 40, booked: 40 },
  { warehouseCode: 'AKL', afterDays: 9, capacity: 20, booked: 19 },
  { warehouseCode: 'AKL', afterDays: 10, capacity: 20, booked: 20 },
];

export const DELIVERY_APPS = APP_IDS;
