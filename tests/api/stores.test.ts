import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contracts/errors';
import type { Store, StoreSelectView } from '../../src/contracts/places';
import { insertStore } from '../support/fixtures';
import { APP_IDS, BRANDS } from '../../src/domain/brands';
import { formatClockTime } from '../../src/domain/store-hours';
import { createTestApp } from '../support/test-app';

const storeCookie = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((c) => c.split(';')[0]).join('; ');

describe('GET /api/store', () => {
  it('lists the flavour’s country’s stores with a week of opening hours', async () => {
    const stores = (await (await createTestApp({ app: 'wa' })).inject('/api/store')).json<Store[]>();
    expect(stores.length).toBeGreaterThan(10);
    for (const store of stores) {
      expect(store.country).toBe('AU');
      expect(store.openTimes).toHaveLength(7);
      expect(store.openToday.text).toMatch(
        /^(Closed today|By appointment only|Open today until \d{1,2}(:\d{2})?(am|pm)|Closed now, opens (today|tomorrow|\w+day) at \d{1,2}(:\d{2})?(am|pm))$/,
      );
    }
    expect(new Set(stores.map((s) => s.state)).size).toBeGreaterThanOrEqual(6);
    expect(stores.some((s) => s.isAppointmentOnly)).toBe(true);
    expect(stores.some((s) => s.virtualTourId !== null)).toBe(true);
  });

  it('lists New Zealand stores in the NZ flavour', async () => {
    const stores = (await (await createTestApp({ app: 'aol-nz' })).inject('/api/store')).json<Store[]>();
    expect(stores.length).toBeGreaterThan(0);
    for (const store of stores) expect(store.country).toBe('NZ');
  });

  it('narrows by repeated filters', async () => {
    const app = await createTestApp();
    const nsw = (await app.inject('/api/store?filters=NSW')).json<Store[]>();
    expect(nsw.length).toBeGreaterThan(0);
    for (const store of nsw) expect(store.state).toBe('NSW');
    const tours = (await app.inject('/api/store?filters=NSW&filters=virtualTour')).json<Store[]>();
    for (const store of tours) expect(store).toMatchObject({ state: 'NSW', virtualTourId: expect.any(String) });
    expect((await app.inject('/api/store?filters=Atlantis')).json()).toEqual([]);
  });

  it('states each of the three open-today texts, on the store’s own clock', async () => {
    const closedMonday = { isOpen: false, openTime: null, closeTime: null };
    const week = (monday: { isOpen: boolean; openTime: string | null; closeTime: string | null }) => [
      monday,
      ...Array.from({ length: 6 }, () => ({ isOpen: true, openTime: '09:00', closeTime: '17:00' })),
    ];
    const open = await insertStore({ openTimes: week({ isOpen: true, openTime: '09:00', closeTime: '17:30' }) });
    const closed = await insertStore({ openTimes: week(closedMonday) });
    const byAppointment = await insertStore({ isAppointmentOnly: true });
    // Perth is three hours behind Sydney: at 07:00 Monday in Sydney it is still Sunday in Perth.
    const perth = await insertStore({ state: 'WA', timeZone: 'Australia/Perth', openTimes: week(closedMonday) });

    // Monday 2026-11-23, 10:00 in Sydney (07:00 in Perth).
    const mondayMorning = await createTestApp({ now: () => new Date('2026-11-22T23:00:00Z') });
    const text = async (app: typeof mondayMorning, id: number) => (await app.inject(`/api/store/${id}`)).json<Store>().openToday;
    expect(await text(mondayMorning, open.id)).toEqual({ kind: 'open', text: 'Open today until 5:30pm' });
    expect(await text(mondayMorning, closed.id)).toEqual({ kind: 'closed', text: 'Closed today' });
    expect(await text(mondayMorning, byAppointment.id)).toEqual({ kind: 'appointment', text: 'By appointment only' });
    expect(await text(mondayMorning, perth.id)).toEqual({ kind: 'closed', text: 'Closed today' });

    // Sunday 2026-11-22, 23:30 in Perth is already Monday in Sydney: Perth has closed for Sunday and is shut on Monday.
    const sundayNightPerth = await createTestApp({ now: () => new Date('2026-11-22T15:30:00Z') });
    expect(await text(sundayNightPerth, perth.id)).toEqual({ kind: 'closed', text: 'Closed now, opens Tuesday at 9am' });
    expect(await text(sundayNightPerth, closed.id)).toEqual({ kind: 'closed', text: 'Closed today' });
  });
});

describe('store status outside trading hours', () => {
  it('says a store is closed now and when it opens next (the clock pinned at 19:10 in Sydney)', async () => {
    // Monday 2026-11-23, 19:10 in Sydney: every Sydney showroom has closed for the day.
    const app = await createTestApp({ now: () => new Date('2026-11-23T08:10:00Z') });
    const sydney = (await app.inject('/api/store?filters=NSW')).json<Store[]>().filter((s) => s.timeZone === 'Australia/Sydney');
    const trading = sydney.filter((s) => !s.isAppointmentOnly && s.openTimes[0]!.isOpen);
    expect(trading.length).toBeGreaterThan(0);
    for (const store of trading) {
      const tuesday = store.openTimes[1]!;
      expect(store.openToday, store.name).toEqual({
        kind: 'closed',
        text: `Closed now, opens tomorrow at ${formatClockTime(tuesday.openTime!)}`,
      });
    }
  });
});

describe('store e-mail addresses', () => {
  it.each(APP_IDS)('are at the %s brand’s own domain', async (app) => {
    const stores = (await (await createTestApp({ app })).inject('/api/store')).json<Store[]>();
    expect(stores.length).toBeGreaterThan(0);
    for (const store of stores) expect(store.email, store.name).toBe(`${store.storeUri}@${BRANDS[app].emailDomain}`);
  });

  it('differ between the appliance, NZ, furniture and marketplace brands', () => {
    const domains = (['wa', 'aol-nz', 'fk', 'andoo'] as const).map((app) => BRANDS[app].emailDomain);
    expect(new Set(domains).size).toBe(4);
  });
});

describe('GET /api/store/{id}', () => {
  it('answers one store by number or by store uri', async () => {
    const app = await createTestApp();
    const [first] = (await app.inject('/api/store')).json<Store[]>();
    const byId = (await app.inject(`/api/store/${first!.id}`)).json<Store>();
    const byUri = (await app.inject(`/api/store/${first!.storeUri.toUpperCase()}`)).json<Store>();
    expect(byId).toEqual(first);
    expect(byUri.id).toBe(first!.id);
  });

  it('answers 404 for an unknown store and for a store of another country', async () => {
    const app = await createTestApp({ app: 'wa' });
    expect((await app.inject('/api/store/no-such-store')).statusCode).toBe(404);
    const [nzStore] = (await (await createTestApp({ app: 'aol-nz' })).inject('/api/store')).json<Store[]>();
    expect((await app.inject(`/api/store/${nzStore!.id}`)).statusCode).toBe(404);
    expect((await app.inject('/api/store/semi;colon')).statusCode).toBe(400);
  });
});

describe('store selection', () => {
  it('remembers the chosen store and offers that subdivision’s sales people', async () => {
    const app = await createTestApp();
    const stores = (await app.inject('/api/store')).json<Store[]>();
    const chosen = stores[stores.length - 1]!;
    const set = await app.inject({ method: 'POST', url: '/api/store/setstore', payload: { storeId: chosen.id } });
    expect(set.statusCode).toBe(200);
    expect(set.json<StoreSelectView>().selectedStore).toEqual({ name: chosen.name, storeUri: chosen.storeUri });
    const cookie = storeCookie(set.headers['set-cookie']);
    const view = (await app.inject({ url: '/api/store/select-view', headers: { cookie } })).json<StoreSelectView>();
    expect(view.availableStores.filter((s) => s.selected).map((s) => s.storeUri)).toEqual([chosen.storeUri]);
    expect(view.availableSalesPersons.length).toBeGreaterThan(0);
    for (const person of view.availableSalesPersons) expect(person.subdivision).toBe(chosen.subdivision);
    const geo = (await app.inject({ url: '/api/geo', headers: { cookie } })).json();
    expect(geo.store.storeUri).toBe(chosen.storeUri);
  });

  it('answers 404 for a store that does not exist and 400 for a malformed id', async () => {
    const app = await createTestApp();
    expect((await app.inject({ method: 'POST', url: '/api/store/setstore', payload: { storeId: 987654 } })).statusCode).toBe(404);
    const bad = await app.inject({ method: 'POST', url: '/api/store/setstore', payload: { storeId: 'alexandria' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().errors[0]).toContain('storeId must be a store number');
  });
});
