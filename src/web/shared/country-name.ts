import type { CountryCode } from '../../domain/brands';

const COUNTRY_NAMES: Record<CountryCode, string> = { AU: 'Australia', NZ: 'New Zealand' };

export const countryName = (country: CountryCode) => COUNTRY_NAMES[country];
