/**
 * Showrooms. Suburb, state and postcode match a seeded locality; phone numbers use the ranges
 * reserved for fiction so no real line is ever called.
 */
export interface ShowroomSeed {
  name: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
  country: 'AU' | 'NZ';
  subdivision: string;
  warehouseLocationCode: string;
  latitude: number;
  longitude: number;
  /** Area code and the first digits of the local number. */
  phonePrefix: string;
  appointmentOnly?: boolean;
  /** Small regional showrooms close on Sundays. */
  regional?: boolean;
}

export const TIME_ZONE_BY_STATE: Record<string, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
};
export const NZ_TIME_ZONE = 'Pacific/Auckland';

const nsw = { state: 'NSW', country: 'AU', subdivision: 'NSW Metro', warehouseLocationCode: 'SYD', phonePrefix: '(02) 5550' } as const;
const nswRegional = { ...nsw, subdivision: 'NSW Regional', regional: true } as const;
const vic = { state: 'VIC', country: 'AU', subdivision: 'VIC', warehouseLocationCode: 'MEL', phonePrefix: '(03) 5550' } as const;
const qld = { state: 'QLD', country: 'AU', subdivision: 'QLD', warehouseLocationCode: 'BNE', phonePrefix: '(07) 5550' } as const;
const sa = { state: 'SA', country: 'AU', subdivision: 'SA/NT', warehouseLocationCode: 'ADL', phonePrefix: '(08) 5550' } as const;
const wa = { state: 'WA', country: 'AU', subdivision: 'WA', warehouseLocationCode: 'PER', phonePrefix: '(08) 5551' } as const;
const tas = { state: 'TAS', country: 'AU', subdivision: 'TAS', warehouseLocationCode: 'HBA', phonePrefix: '(03) 5551' } as const;
const nzNorth = { country: 'NZ', subdivision: 'NZ North', warehouseLocationCode: 'AKL', phonePrefix: '(09) 555' } as const;
const nzSouth = { country: 'NZ', subdivision: 'NZ South', warehouseLocationCode: 'CHC', phonePrefix: '(03) 555' } as const;

export const SHOWROOMS: readonly ShowroomSeed[] = [
  { ...nsw, name: 'Alexandria', address: "155 O'Riordan Street", suburb: 'Alexandria', postcode: '2015', latitude: -33.91, longitude: 151.194 },
  { ...nsw, name: 'Artarmon', address: '30 Frederick Street', suburb: 'Artarmon', postcode: '2064', latitude: -33.811, longitude: 151.185 },
  { ...nsw, name: 'Auburn', address: '265 Parramatta Road', suburb: 'Auburn', postcode: '2144', latitude: -33.849, longitude: 151.033 },
  { ...nsw, name: 'Castle Hill', address: '18 Victoria Avenue', suburb: 'Castle Hill', postcode: '2154', latitude: -33.732, longitude: 151.005 },
  { ...nsw, name: 'Caringbah', address: '348 Taren Point Road', suburb: 'Caringbah', postcode: '2229', latitude: -34.042, longitude: 151.123 },
  { ...nsw, name: 'Rydalmere', address: '2 Victoria Road', suburb: 'Rydalmere', postcode: '2116', latitude: -33.812, longitude: 151.036 },
  { ...nswRegional, name: 'Kotara', address: '42 Park Avenue', suburb: 'Kotara', postcode: '2289', latitude: -32.94, longitude: 151.7 },
  { ...nswRegional, name: 'Wollongong', address: '120 Crown Street', suburb: 'Wollongong', postcode: '2500', latitude: -34.425, longitude: 150.893 },
  { ...nswRegional, name: 'Tamworth', address: '14 Bridge Street', suburb: 'Tamworth', postcode: '2340', latitude: -31.09, longitude: 150.93, appointmentOnly: true },
  { ...nswRegional, name: 'Port Macquarie', address: '2 Lake Road', suburb: 'Port Macquarie', postcode: '2444', latitude: -31.44, longitude: 152.9, appointmentOnly: true },
  { state: 'ACT', country: 'AU', subdivision: 'ACT', warehouseLocationCode: 'CBR', phonePrefix: '(02) 5551', name: 'Fyshwick', address: '80 Collie Street', suburb: 'Fyshwick', postcode: '2609', latitude: -35.33, longitude: 149.172 },
  { ...vic, name: 'Richmond', address: '450 Church Street', suburb: 'Richmond', postcode: '3121', latitude: -37.823, longitude: 144.998 },
  { ...vic, name: 'South Melbourne', address: '222 Clarendon Street', suburb: 'South Melbourne', postcode: '3205', latitude: -37.832, longitude: 144.959 },
  { ...vic, name: 'Nunawading', address: '300 Whitehorse Road', suburb: 'Nunawading', postcode: '3131', latitude: -37.82, longitude: 145.175 },
  { ...vic, name: 'Moorabbin', address: '880 Nepean Highway', suburb: 'Moorabbin', postcode: '3189', latitude: -37.937, longitude: 145.037 },
  { ...vic, name: 'Essendon Fields', address: '3 English Street', suburb: 'Essendon Fields', postcode: '3041', latitude: -37.73, longitude: 144.9 },
  { ...vic, name: 'Geelong', address: '50 Moorabool Street', suburb: 'Geelong', postcode: '3220', latitude: -38.148, longitude: 144.361, regional: true },
  { ...vic, name: 'Ballarat', address: '22 Armstrong Street South', suburb: 'Ballarat Central', postcode: '3350', latitude: -37.562, longitude: 143.856, regional: true, appointmentOnly: true },
  { ...qld, name: 'Fortitude Valley', address: '1000 Ann Street', suburb: 'Fortitude Valley', postcode: '4006', latitude: -27.456, longitude: 153.035 },
  { ...qld, name: 'Aspley', address: '1370 Gympie Road', suburb: 'Aspley', postcode: '4034', latitude: -27.364, longitude: 153.017 },
  { ...qld, name: 'Springwood', address: '3356 Pacific Highway', suburb: 'Springwood', postcode: '4127', latitude: -27.615, longitude: 153.126 },
  { ...qld, name: 'Southport', address: '20 Ferry Road', suburb: 'Southport', postcode: '4215', latitude: -27.97, longitude: 153.4 },
  { ...qld, name: 'Maroochydore', address: '11 Aerodrome Road', suburb: 'Maroochydore', postcode: '4558', latitude: -26.657, longitude: 153.093, regional: true },
  { ...qld, name: 'Townsville', address: '150 Flinders Street', suburb: 'Townsville City', postcode: '4810', latitude: -19.259, longitude: 146.817, regional: true, appointmentOnly: true },
  { ...sa, name: 'Kent Town', address: '8 Rundle Street', suburb: 'Kent Town', postcode: '5067', latitude: -34.92, longitude: 138.618 },
  { ...sa, name: 'Mile End', address: '20 Railway Terrace', suburb: 'Mile End', postcode: '5031', latitude: -34.924, longitude: 138.572 },
  { ...sa, state: 'NT', warehouseLocationCode: 'DRW', phonePrefix: '(08) 5552', name: 'Winnellie', address: '400 Stuart Highway', suburb: 'Winnellie', postcode: '0820', latitude: -12.43, longitude: 130.88, regional: true },
  { ...wa, name: 'Osborne Park', address: '393 Scarborough Beach Road', suburb: 'Osborne Park', postcode: '6017', latitude: -31.9, longitude: 115.81 },
  { ...wa, name: 'Cannington', address: '1382 Albany Highway', suburb: 'Cannington', postcode: '6107', latitude: -32.017, longitude: 115.935 },
  { ...wa, name: 'Myaree', address: '11 North Lake Road', suburb: 'Myaree', postcode: '6154', latitude: -32.04, longitude: 115.815 },
  { ...tas, name: 'Hobart', address: '100 Elizabeth Street', suburb: 'Hobart', postcode: '7000', latitude: -42.88, longitude: 147.325, regional: true },
  { ...tas, name: 'Launceston', address: '60 Cimitiere Street', suburb: 'Launceston', postcode: '7250', latitude: -41.435, longitude: 147.138, regional: true, appointmentOnly: true },
  { ...nzNorth, state: 'AUK', name: 'Mount Wellington', address: '20 Mount Wellington Highway', suburb: 'Mount Wellington', postcode: '1060', latitude: -36.905, longitude: 174.84 },
  { ...nzNorth, state: 'AUK', name: 'Takapuna', address: '15 Barrys Point Road', suburb: 'Takapuna', postcode: '0622', latitude: -36.788, longitude: 174.77 },
  { ...nzNorth, state: 'WGN', phonePrefix: '(04) 555', name: 'Wellington', address: '80 Taranaki Street', suburb: 'Te Aro', postcode: '6011', latitude: -41.293, longitude: 174.776 },
  { ...nzSouth, state: 'CAN', name: 'Christchurch', address: '10 Lincoln Road', suburb: 'Addington', postcode: '8024', latitude: -43.543, longitude: 172.616, regional: true },
];

export const SALESPERSON_FIRST_NAMES = [
  'Olivia', 'Jack', 'Charlotte', 'Noah', 'Amelia', 'William', 'Isla', 'Oliver', 'Mia', 'Thomas', 'Ava', 'James',
  'Grace', 'Lachlan', 'Chloe', 'Harrison', 'Ruby', 'Ethan', 'Sienna', 'Liam', 'Zoe', 'Mason', 'Priya', 'Hamish',
  'Mei', 'Arjun', 'Aroha', 'Nikau', 'Sofia', 'Daniel',
] as const;
export const SALESPERSON_LAST_NAMES = [
  'Smith', 'Nguyen', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Anderson', 'Martin', "O'Brien", 'Kelly', 'Chen',
  'Patel', 'Walker', 'Harris', 'Ryan', 'Robinson', 'Murphy', 'Campbell', 'Singh', 'Papadopoulos', 'Rossi', 'Tane',
  'Walsh', 'Fraser', 'Li',
] as const;
