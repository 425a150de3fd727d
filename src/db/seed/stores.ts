import type { Database } from '../client';
import { salespeople, stores, type OpeningHours } from '../schema';
import { insertInBatches } from './batch';
import { Random } from './random';
import {
  NZ_TIME_ZONE,
  SALESPERSON_FIRST_NAMES,
  SALESPERSON_LAST_NAMES,
  SHOWROOMS,
  TIME_ZONE_BY_STATE,
  type ShowroomSeed,
} from './store-data';
import { kebab } from './text';

type StoreRow = typeof stores.$inferInsert;
type SalespersonRow = typeof salespeople.$inferInsert;

/** Number of storefront illustrations in public/media/stores (store-1.svg ...). */
export const STORE_ILLUSTRATION_COUNT = 6;

const open = (openTime: string, closeTime: string): OpeningHours => ({ isOpen: true, openTime, closeTime });
const closed: OpeningHours = { isOpen: false, openTime: null, closeTime: null };

/** Monday = 0 … Sunday = 6, as the store detail view indexes them. */
function openingHours(showroom: ShowroomSeed, random: Random): OpeningHours[] {
  if (showroom.appointmentOnly) {
    const weekday = open('09:00', '17:00');
    return [weekday, weekday, weekday, weekday, weekday, random.chance(0.5) ? open('09:00', '13:00') : closed, closed];
  }
  const weekdayClose = random.pick(['17:30', '17:30', '18:00']);
  const weekday = open(random.pick(['09:00', '09:00', '08:30']), weekdayClose);
  // Metro showrooms trade late on Thursday, the traditional late shopping night.
  const thursday = showroom.regional ? weekday : open(weekday.openTime!, random.pick(['20:00', '21:00']));
  const saturday = open('09:00', random.pick(['17:00', '16:00']));
  const sunday = showroom.regional ? closed : open('10:00', random.pick(['16:00', '17:00']));
  return [weekday, weekday, weekday, thursday, weekday, saturday, sunday];
}

function blurb(showroom: ShowroomSeed): string {
  if (showroom.appointmentOnly) {
    return `Our ${showroom.name} showroom is open by appointment, so a consultant can spend uninterrupted time on your kitchen, laundry or renovation plans. Book online or call us to choose a time.`;
  }
  return `Visit ${showroom.name} to see working kitchens, laundry pairs and outdoor cooking on display. Our consultants can compare models side by side, check stock at the ${showroom.warehouseLocationCode} warehouse and arrange delivery and installation.`;
}

export function storeRows(random: Random): StoreRow[] {
  return SHOWROOMS.map((showroom, index) => {
    const storeUri = kebab(showroom.name);
    return {
      storeUri,
      name: showroom.name,
      address: showroom.address,
      suburb: showroom.suburb,
      state: showroom.state,
      postcode: showroom.postcode,
      country: showroom.country,
      phone: `${showroom.phonePrefix} ${random.code('####')}`,
      // A mailbox only: each flavour serves it at its own brand's domain.
      email: storeUri,
      blurb: blurb(showroom),
      isAppointmentOnly: showroom.appointmentOnly ?? false,
      // Roughly every second showroom has been filmed for the virtual tour.
      virtualTourId: index % 2 === 0 ? `vt-${storeUri}-${random.code('####')}` : null,
      thumbImg: `/media/stores/store-${(index % STORE_ILLUSTRATION_COUNT) + 1}.svg`,
      subdivision: showroom.subdivision,
      timeZone: showroom.country === 'NZ' ? NZ_TIME_ZONE : (TIME_ZONE_BY_STATE[showroom.state] ?? 'Australia/Sydney'),
      latitude: showroom.latitude,
      longitude: showroom.longitude,
      openTimes: openingHours(showroom, random),
      warehouseLocationCode: showroom.warehouseLocationCode,
    };
  });
}

export function salespersonRows(random: Random): SalespersonRow[] {
  const subdivisions = [...new Set(SHOWROOMS.map((s) => s.subdivision))];
  const rows: SalespersonRow[] = [];
  let code = 1001;
  for (const subdivision of subdivisions) {
    const count = random.int(2, 5);
    for (let i = 0; i < count; i++) {
      const first = random.pick(SALESPERSON_FIRST_NAMES);
      const last = random.pick(SALESPERSON_LAST_NAMES);
      rows.push({
        code: `SP${code++}`,
        name: `${first} ${last}`,
        subdivision,
        email: `${kebab(first)}.${kebab(last)}@wattleco.com.au`,
      });
    }
  }
  return rows;
}

export async function seedStores(db: Database, random: Random): Promise<{ stores: number; salespeople: number }> {
  return {
    stores: await insertInBatches(db, stores, storeRows(random)),
    salespeople: await insertInBatches(db, salespeople, salespersonRows(random)),
  };
}
