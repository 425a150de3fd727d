/** Australian states and New Zealand regions (ISO 3166-2 codes, as localities store them), spelled out. */
const REGION_NAMES: Record<string, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
  AUK: 'Auckland',
  WGN: 'Wellington',
  CAN: 'Canterbury',
  WKO: 'Waikato',
  BOP: 'Bay of Plenty',
  OTA: 'Otago',
};

export const regionName = (code: string) => REGION_NAMES[code.toUpperCase()] ?? code;
