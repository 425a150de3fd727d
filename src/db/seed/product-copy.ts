import type { ProductFeature } from '../schema';
import type { SpecFamily } from './category-seed-types';
import type { Random } from './random';

type FeaturePool = readonly (readonly [title: string, description: string])[];

const SHARED: FeaturePool = [
  ['Designed to last', 'Tested well beyond everyday use so it keeps performing for years.'],
  ['Easy-clean finish', 'Smooth surfaces wipe clean without special products.'],
  ['Local support', 'Backed by a national service network and genuine spare parts.'],
];

const FEATURES: Record<SpecFamily, FeaturePool> = {
  cooking: [
    ['Even heat', 'A rear fan element circulates heat so every shelf cooks at the same rate.'],
    ['Pyrolytic self-clean', 'Burns residue to a fine ash you simply wipe away.'],
    ['Soft-close door', 'The door closes gently and quietly every time.'],
    ['Precise temperature', 'Electronic control holds the set temperature within a few degrees.'],
    ['Telescopic runners', 'Shelves glide out fully so heavy dishes stay steady.'],
    ['Boost zones', 'Bring a pot to the boil in a fraction of the usual time.'],
  ],
  dishwasher: [
    ['Quiet operation', 'Runs quietly enough for open-plan living and overnight cycles.'],
    ['Flexible loading', 'Fold-down tines and an adjustable upper basket take large pots.'],
    ['Auto programme', 'Sensors measure soiling and adjust water and temperature.'],
    ['Water saving', 'High water rating keeps running costs down.'],
    ['Dry results', 'Zeolite or auto-open drying leaves plastics dry.'],
  ],
  refrigeration: [
    ['Fresher for longer', 'Humidity-controlled crispers keep fruit and vegetables crisp.'],
    ['Frost free', 'No manual defrosting, ever.'],
    ['Flexible storage', 'Adjustable glass shelves and door bins fit tall bottles.'],
    ['Fast cooling', 'A boost mode chills new shopping quickly.'],
    ['LED lighting', 'Bright, even light that uses very little energy.'],
  ],
  laundry: [
    ['Gentle care', 'A drum pattern that cushions fabrics during the wash.'],
    ['Steam refresh', 'Reduces creases and odours without a full wash.'],
    ['Quick wash', 'A lightly soiled load is done in under 30 minutes.'],
    ['Inverter motor', 'Quiet, efficient and built for long service.'],
    ['Allergy care', 'High-temperature cycles remove common allergens.'],
  ],
  climate: [
    ['Whisper quiet', 'Low indoor noise for bedrooms and studies.'],
    ['Inverter efficiency', 'Adjusts output to hold the set temperature with less power.'],
    ['App control', 'Switch on before you get home.'],
    ['Filtered air', 'Captures dust and pollen as it heats or cools.'],
  ],
  benchtop: [
    ['Café results', 'Precise temperature control for consistent results.'],
    ['Quick heat', 'Ready to use in seconds.'],
    ['Compact footprint', 'Fits neatly under wall cabinets.'],
    ['Intuitive controls', 'Clear dials and buttons, no manual required.'],
  ],
  floorcare: [
    ['Strong suction', 'Deep cleans carpets and hard floors alike.'],
    ['Whole-machine filtration', 'Traps fine dust so the air you exhaust is cleaner.'],
    ['Lightweight', 'Easy to carry up stairs and reach high corners.'],
    ['Hygienic emptying', 'Empty the bin without touching the dust.'],
  ],
  bbq: [
    ['Even grilling', 'Burners spread heat across the whole plate.'],
    ['Roasting hood', 'Close the hood to roast, bake and smoke.'],
    ['Built for outdoors', 'Weather-resistant materials that stand up to the elements.'],
    ['Easy ignition', 'Push-button ignition lights each burner first time.'],
  ],
  screen: [
    ['Vivid picture', 'Deep blacks and bright highlights with wide colour.'],
    ['Smart platform', 'All the major streaming apps built in.'],
    ['Gaming ready', 'Low input lag and variable refresh rate.'],
    ['Slim design', 'Sits close to the wall when mounted.'],
  ],
  audio: [
    ['Room-filling sound', 'Clear dialogue and rich bass at any volume.'],
    ['Multi-room', 'Group with other speakers to play throughout the home.'],
    ['Voice control', 'Works with popular voice assistants.'],
    ['Simple setup', 'Connect and tune in minutes from the app.'],
  ],
  furniture: [
    ['Built to last', 'A kiln-dried frame that will not warp or creak.'],
    ['Considered comfort', 'Layered cushioning that keeps its shape.'],
    ['Made to order', 'Choose from fabrics, leathers and timber finishes.'],
    ['Sustainably sourced', 'Timber from certified forests.'],
  ],
  sink: [
    ['Quiet bowls', 'Sound-deadening pads reduce drumming.'],
    ['Deep bowls', 'Room for large pots and trays.'],
    ['Tight radius corners', 'A crisp, modern look that is easy to clean.'],
    ['WaterMark certified', 'Meets Australian plumbing standards.'],
  ],
};

export function productFeatures(random: Random, family: SpecFamily): ProductFeature[] {
  const pool = [...FEATURES[family], ...SHARED];
  return random.sample(pool, random.int(3, 6)).map(([title, description]) => ({ title, description }));
}

export function productDescription(random: Random, title: string, family: SpecFamily, brandName: string): string {
  const opening = random.pick([
    `The ${title} brings ${brandName} quality to everyday living.`,
    `Meet the ${title}, built by ${brandName} for homes that work hard.`,
    `${brandName} designed the ${title} around the way Australians and New Zealanders really live.`,
  ]);
  const [first, second] = random.sample(FEATURES[family], 2);
  const middle = [first, second]
    .filter((f) => f !== undefined)
    .map(([, description]) => description)
    .join(' ');
  const closing = random.pick([
    'Talk to our team in store or online about delivery, installation and removal of your old appliance.',
    'Ask about delivery and installation at checkout.',
    'See it on display at your nearest showroom.',
  ]);
  return `${opening} ${middle} ${closing}`;
}
