import type { IllustrationKind, LifestyleScene } from './illustrations';

/** Which specification table a product gets (see specifications.ts). */
export type SpecFamily =
  | 'cooking' | 'dishwasher' | 'refrigeration' | 'laundry' | 'climate' | 'benchtop' | 'floorcare'
  | 'bbq' | 'screen' | 'audio' | 'furniture' | 'sink';

/** A leaf category and how to invent believable products for it. */
export interface LeafCategorySeed {
  slug: string;
  name: string;
  description: string;
  kind: IllustrationKind;
  scene: LifestyleScene;
  specFamily: SpecFamily;
  /** What the product is called in a title ("Built-in Oven"), preceded by a descriptor. */
  noun: string;
  descriptors: readonly string[];
  /** Nominal sizes placed before the descriptor; empty when size is not part of the name. */
  sizes: readonly string[];
  /** Typical selling price range in whole dollars. */
  priceDollars: readonly [min: number, max: number];
  /** Brand names that make this kind of product. */
  brands: readonly string[];
}

export interface TopCategorySeed {
  slug: string;
  name: string;
  description: string;
  children: readonly LeafCategorySeed[];
}

const EURO_COOKING = ['Miele', 'Bosch', 'Neff', 'Siemens', 'AEG', 'Smeg', 'Electrolux', 'Westinghouse', 'Fisher & Paykel', 'Euromaid'];
const PREMIUM_COOKING = ['Gaggenau', 'Wolf', 'Miele', 'Fisher & Paykel', 'Smeg', 'Ilve', 'Falcon'];
const DISHWASHING = ['Miele', 'Bosch', 'Asko', 'Fisher & Paykel', 'Smeg', 'Electrolux', 'Westinghouse', 'Siemens', 'Neff', 'Haier', 'LG', 'Samsung'];
const COOLING = ['Fisher & Paykel', 'Westinghouse', 'Samsung', 'LG', 'Liebherr', 'Haier', 'Electrolux', 'Bosch', 'Smeg', 'Miele'];
const LAUNDRY = ['Miele', 'Bosch', 'Asko', 'Fisher & Paykel', 'LG', 'Samsung', 'Electrolux', 'Westinghouse', 'Haier'];
const SINKS = ['Franke', 'Abey', 'Blanco'];
const BENCHTOP = ['Breville', "De'Longhi", 'KitchenAid', 'Smeg'];
const FURNITURE = ['Herman Miller', 'Vitra', 'Fritz Hansen', 'Stressless'];

export const CATEGORY_TREE: readonly TopCategorySeed[] = [
  {
    slug: 'kitchen', name: 'Kitchen', description: 'Sinks, tapware, microwaves and the built-in pieces that finish a kitchen.',
    children: [
      { slug: 'sinks', name: 'Kitchen Sinks', description: 'Undermount, topmount and granite sinks.', kind: 'sink', scene: 'kitchen', specFamily: 'sink', noun: 'Sink', descriptors: ['Undermount Double Bowl', 'Topmount Single Bowl', 'Granite Undermount', 'Butler'], sizes: [], priceDollars: [199, 2490], brands: SINKS },
      { slug: 'taps', name: 'Kitchen Taps', description: 'Mixers, pull-out sprays and filtered water taps.', kind: 'tap', scene: 'kitchen', specFamily: 'sink', noun: 'Mixer', descriptors: ['Pull-out Sink', 'Gooseneck Sink', 'Filtered Water', 'Boiling and Chilled'], sizes: [], priceDollars: [149, 3290], brands: SINKS },
      { slug: 'microwaves', name: 'Microwaves', description: 'Benchtop, built-in and convection microwaves.', kind: 'microwave', scene: 'kitchen', specFamily: 'cooking', noun: 'Microwave', descriptors: ['Inverter', 'Convection', 'Built-in Combination', 'Benchtop'], sizes: ['25L', '32L', '44L'], priceDollars: [149, 2790], brands: ['Panasonic', 'Samsung', 'LG', 'Miele', 'Bosch', 'Smeg', 'Westinghouse'] },
      { slug: 'warming-drawers', name: 'Warming Drawers', description: 'Keep plates warm and slow-cook under the oven.', kind: 'oven', scene: 'kitchen', specFamily: 'cooking', noun: 'Warming Drawer', descriptors: ['Built-in', 'Handleless', 'Vacuum Sealing'], sizes: ['14cm', '29cm'], priceDollars: [990, 4990], brands: ['Miele', 'Bosch', 'Neff', 'Gaggenau', 'Fisher & Paykel'] },
    ],
  },
  {
    slug: 'cooking', name: 'Cooking', description: 'Ovens, cooktops, rangehoods and freestanding cookers.',
    children: [
      { slug: 'ovens', name: 'Ovens', description: 'Pyrolytic, multifunction and compact built-in ovens.', kind: 'oven', scene: 'kitchen', specFamily: 'cooking', noun: 'Built-in Oven', descriptors: ['Pyrolytic', 'Multifunction', 'Steam-assisted', 'Self-cleaning'], sizes: ['60cm', '60cm', '90cm'], priceDollars: [899, 8990], brands: EURO_COOKING },
      { slug: 'steam-ovens', name: 'Steam Ovens', description: 'Combination steam and compact speed ovens.', kind: 'oven', scene: 'kitchen', specFamily: 'cooking', noun: 'Steam Oven', descriptors: ['Combi', 'Compact Combi', 'Plumbed'], sizes: ['45cm', '60cm'], priceDollars: [2490, 7990], brands: ['Miele', 'Gaggenau', 'Neff', 'Siemens', 'Bosch', 'AEG'] },
      { slug: 'cooktops', name: 'Cooktops', description: 'Induction, gas and ceramic cooktops.', kind: 'cooktop', scene: 'kitchen', specFamily: 'cooking', noun: 'Cooktop', descriptors: ['Induction', 'Gas', 'Flex Induction', 'Ceramic', 'Wok Gas'], sizes: ['60cm', '70cm', '80cm', '90cm'], priceDollars: [499, 5490], brands: [...EURO_COOKING, 'Wolf'] },
      { slug: 'rangehoods', name: 'Rangehoods', description: 'Canopy, undermount, island and integrated rangehoods.', kind: 'rangehood', scene: 'kitchen', specFamily: 'cooking', noun: 'Rangehood', descriptors: ['Canopy', 'Undermount', 'Island', 'Integrated', 'Downdraft'], sizes: ['60cm', '90cm', '120cm'], priceDollars: [299, 4490], brands: EURO_COOKING },
      { slug: 'freestanding-cookers', name: 'Freestanding Cookers', description: 'Dual fuel and induction cookers with a cooktop on top.', kind: 'cooker', scene: 'kitchen', specFamily: 'cooking', noun: 'Freestanding Cooker', descriptors: ['Dual Fuel', 'Induction', 'Gas', 'Pyrolytic Dual Fuel'], sizes: ['60cm', '90cm', '100cm', '120cm'], priceDollars: [899, 14990], brands: PREMIUM_COOKING.concat(['Westinghouse', 'Euromaid']) },
    ],
  },
  {
    slug: 'dishwashers', name: 'Dishwashers', description: 'Freestanding, built-in, integrated and drawer dishwashers.',
    children: [
      { slug: 'freestanding-dishwashers', name: 'Freestanding Dishwashers', description: 'Stand-alone dishwashers that fit any 60 cm gap.', kind: 'dishwasher', scene: 'kitchen', specFamily: 'dishwasher', noun: 'Freestanding Dishwasher', descriptors: ['', 'Quiet', 'AutoDos', 'Steam'], sizes: ['60cm', '45cm'], priceDollars: [599, 2990], brands: DISHWASHING },
      { slug: 'built-in-dishwashers', name: 'Built-in Dishwashers', description: 'Under-bench dishwashers with a visible control panel.', kind: 'dishwasher', scene: 'kitchen', specFamily: 'dishwasher', noun: 'Built-under Dishwasher', descriptors: ['', 'Quiet', 'Zeolite'], sizes: ['60cm'], priceDollars: [799, 3290], brands: DISHWASHING },
      { slug: 'integrated-dishwashers', name: 'Integrated Dishwashers', description: 'Fully integrated dishwashers hidden behind a cabinet door.', kind: 'dishwasher', scene: 'kitchen', specFamily: 'dishwasher', noun: 'Fully Integrated Dishwasher', descriptors: ['', 'Tall', 'Knock-to-open'], sizes: ['60cm', '45cm'], priceDollars: [999, 3990], brands: DISHWASHING },
      { slug: 'dishwasher-drawers', name: 'Dishwasher Drawers', description: 'Single and double drawer dishwashers.', kind: 'dishwasher', scene: 'kitchen', specFamily: 'dishwasher', noun: 'Dishwasher Drawer', descriptors: ['Double', 'Single', 'Integrated Double'], sizes: ['60cm'], priceDollars: [1290, 3490], brands: ['Fisher & Paykel'] },
    ],
  },
  {
    slug: 'refrigeration', name: 'Refrigeration', description: 'Fridges, freezers, wine cabinets and bar fridges.',
    children: [
      { slug: 'fridges', name: 'Fridges', description: 'Top mount, bottom mount and side by side fridges.', kind: 'fridge', scene: 'kitchen', specFamily: 'refrigeration', noun: 'Fridge', descriptors: ['Bottom Mount', 'Top Mount', 'Side by Side', 'Integrated Column', 'Quad Door'], sizes: ['340L', '420L', '520L', '635L'], priceDollars: [899, 7990], brands: COOLING },
      { slug: 'french-door-fridges', name: 'French Door Fridges', description: 'Wide French door fridges with bottom freezers.', kind: 'fridge', scene: 'kitchen', specFamily: 'refrigeration', noun: 'French Door Fridge', descriptors: ['', 'Ice and Water', 'Plumbed', 'InstaView'], sizes: ['569L', '614L', '690L'], priceDollars: [2490, 11990], brands: [...COOLING, 'Sub-Zero'] },
      { slug: 'freezers', name: 'Freezers', description: 'Upright, chest and integrated freezers.', kind: 'freezer', scene: 'kitchen', specFamily: 'refrigeration', noun: 'Freezer', descriptors: ['Upright', 'Chest', 'Integrated Column', 'Frost Free Upright'], sizes: ['200L', '290L', '388L'], priceDollars: [499, 4990], brands: COOLING },
      { slug: 'wine-cabinets', name: 'Wine Cabinets', description: 'Single and multi-zone wine storage.', kind: 'wine-cabinet', scene: 'kitchen', specFamily: 'refrigeration', noun: 'Wine Cabinet', descriptors: ['Single Zone', 'Dual Zone', 'Multi Zone', 'Under-bench'], sizes: ['46 Bottle', '98 Bottle', '170 Bottle'], priceDollars: [699, 9990], brands: ['Vintec', 'Liebherr', 'Sub-Zero', 'Fisher & Paykel', 'Miele'] },
      { slug: 'bar-fridges', name: 'Bar Fridges', description: 'Compact fridges for entertaining areas.', kind: 'fridge', scene: 'outdoor', specFamily: 'refrigeration', noun: 'Bar Fridge', descriptors: ['Glass Door', 'Outdoor', 'Solid Door'], sizes: ['70L', '118L', '138L'], priceDollars: [299, 1790], brands: ['Westinghouse', 'Haier', 'Smeg', 'Vintec', 'Beefeater'] },
    ],
  },
  {
    slug: 'laundry', name: 'Laundry', description: 'Washing machines, dryers and laundry tubs.',
    children: [
      { slug: 'washing-machines', name: 'Washing Machines', description: 'Front load and top load washing machines.', kind: 'washer', scene: 'laundry', specFamily: 'laundry', noun: 'Washing Machine', descriptors: ['Front Load', 'Top Load', 'Front Load Steam', 'Front Load Autodose'], sizes: ['7.5kg', '8kg', '9kg', '10kg', '12kg'], priceDollars: [549, 3490], brands: LAUNDRY },
      { slug: 'dryers', name: 'Dryers', description: 'Heat pump, condenser and vented dryers.', kind: 'dryer', scene: 'laundry', specFamily: 'laundry', noun: 'Dryer', descriptors: ['Heat Pump', 'Condenser', 'Vented'], sizes: ['7kg', '8kg', '9kg'], priceDollars: [499, 2990], brands: LAUNDRY },
      { slug: 'washer-dryers', name: 'Washer Dryers', description: 'Combination washer dryers for small spaces.', kind: 'washer', scene: 'laundry', specFamily: 'laundry', noun: 'Washer Dryer Combo', descriptors: ['Front Load', 'Steam'], sizes: ['10/6kg', '8/5kg', '12/8kg'], priceDollars: [1190, 3990], brands: LAUNDRY },
      { slug: 'laundry-tubs', name: 'Laundry Tubs', description: 'Stainless laundry tubs and cabinets.', kind: 'sink', scene: 'laundry', specFamily: 'sink', noun: 'Laundry Tub', descriptors: ['Stainless', 'Cabinet', 'Inset'], sizes: ['35L', '45L', '70L'], priceDollars: [149, 1290], brands: SINKS },
    ],
  },
  {
    slug: 'heating-cooling', name: 'Heating & Cooling', description: 'Split systems, heaters, fans and purifiers.',
    children: [
      { slug: 'air-conditioners', name: 'Air Conditioners', description: 'Reverse-cycle split systems and portable units.', kind: 'air-conditioner', scene: 'living', specFamily: 'climate', noun: 'Air Conditioner', descriptors: ['Reverse Cycle Split System', 'Cooling Only Split System', 'Portable'], sizes: ['2.5kW', '3.5kW', '5.0kW', '7.1kW'], priceDollars: [699, 4990], brands: ['Daikin', 'Mitsubishi Electric', 'Panasonic', 'Fisher & Paykel', 'LG', 'Samsung'] },
      { slug: 'heaters', name: 'Heaters', description: 'Gas, panel and oil column heaters.', kind: 'heater', scene: 'living', specFamily: 'climate', noun: 'Heater', descriptors: ['Flued Gas', 'Convector Gas', 'Panel', 'Oil Column'], sizes: ['2.4kW', '5kW', '7kW'], priceDollars: [79, 3490], brands: ['Rinnai', 'Dyson', 'De\'Longhi', 'Mitsubishi Electric'] },
      { slug: 'fans', name: 'Fans and Purifiers', description: 'Pedestal fans, tower fans and air purifiers.', kind: 'fan', scene: 'living', specFamily: 'climate', noun: 'Fan', descriptors: ['Purifier', 'Tower', 'Pedestal', 'Bladeless'], sizes: [], priceDollars: [59, 1199], brands: ['Dyson', "De'Longhi", 'Panasonic', 'Breville'] },
    ],
  },
  {
    slug: 'small-appliances', name: 'Small Appliances', description: 'Coffee machines, toasters, kettles, mixers and vacuums.',
    children: [
      { slug: 'coffee-machines', name: 'Coffee Machines', description: 'Espresso, automatic and built-in coffee machines.', kind: 'coffee-machine', scene: 'kitchen', specFamily: 'benchtop', noun: 'Coffee Machine', descriptors: ['Manual Espresso', 'Fully Automatic', 'Built-in', 'Pod'], sizes: [], priceDollars: [149, 4990], brands: [...BENCHTOP, 'Miele', 'Bosch'] },
      { slug: 'toasters', name: 'Toasters', description: 'Two and four slice toasters.', kind: 'toaster', scene: 'kitchen', specFamily: 'benchtop', noun: 'Toaster', descriptors: ['2 Slice', '4 Slice', 'Long Slot'], sizes: [], priceDollars: [39, 399], brands: BENCHTOP },
      { slug: 'kettles', name: 'Kettles', description: 'Electric and temperature-control kettles.', kind: 'kettle', scene: 'kitchen', specFamily: 'benchtop', noun: 'Kettle', descriptors: ['1.7L', 'Temperature Control', 'Retro', 'Gooseneck'], sizes: [], priceDollars: [29, 349], brands: BENCHTOP },
      { slug: 'mixers', name: 'Mixers', description: 'Stand mixers and hand mixers.', kind: 'mixer', scene: 'kitchen', specFamily: 'benchtop', noun: 'Mixer', descriptors: ['Tilt-Head Stand', 'Bowl-Lift Stand', 'Hand'], sizes: [], priceDollars: [89, 1299], brands: ['KitchenAid', 'Breville', 'Smeg', "De'Longhi"] },
      { slug: 'blenders', name: 'Blenders', description: 'Benchtop, high-performance and stick blenders.', kind: 'blender', scene: 'kitchen', specFamily: 'benchtop', noun: 'Blender', descriptors: ['High Performance', 'Benchtop', 'Stick'], sizes: [], priceDollars: [49, 899], brands: ['Breville', 'KitchenAid', 'Smeg'] },
      { slug: 'vacuums', name: 'Vacuums', description: 'Stick, barrel and robot vacuums.', kind: 'vacuum', scene: 'living', specFamily: 'floorcare', noun: 'Vacuum', descriptors: ['Cordless Stick', 'Barrel', 'Robot', 'Upright'], sizes: [], priceDollars: [149, 1499], brands: ['Dyson', 'Miele', 'Bosch', 'Samsung', 'LG', 'Electrolux'] },
    ],
  },
  {
    slug: 'bbqs', name: 'BBQs', description: 'Built-in, freestanding and portable barbecues.',
    children: [
      { slug: 'built-in-bbqs', name: 'Built-in BBQs', description: 'Barbecues for outdoor kitchens.', kind: 'bbq', scene: 'outdoor', specFamily: 'bbq', noun: 'Built-in BBQ', descriptors: ['4 Burner', '5 Burner', '6 Burner'], sizes: [], priceDollars: [1490, 11990], brands: ['Beefeater', 'Weber', 'Wolf'] },
      { slug: 'freestanding-bbqs', name: 'Freestanding BBQs', description: 'Hooded barbecues on trolleys.', kind: 'bbq', scene: 'outdoor', specFamily: 'bbq', noun: 'BBQ', descriptors: ['4 Burner Hooded', '3 Burner Hooded', 'Charcoal Kettle', 'Pellet Smoker'], sizes: [], priceDollars: [399, 4990], brands: ['Weber', 'Beefeater'] },
      { slug: 'portable-bbqs', name: 'Portable BBQs', description: 'Compact barbecues for balconies and camping.', kind: 'bbq', scene: 'outdoor', specFamily: 'bbq', noun: 'Portable BBQ', descriptors: ['Gas', 'Electric', 'Charcoal'], sizes: [], priceDollars: [199, 899], brands: ['Weber', 'Beefeater'] },
    ],
  },
  {
    slug: 'tv-audio', name: 'TV & Audio', description: 'Televisions, soundbars, speakers and headphones.',
    children: [
      { slug: 'tvs', name: 'TVs', description: 'OLED, QLED and LED televisions.', kind: 'tv', scene: 'living', specFamily: 'screen', noun: 'Smart TV', descriptors: ['4K OLED', '4K QLED', '4K LED', '8K Neo QLED', 'Mini LED'], sizes: ['43"', '55"', '65"', '75"', '85"'], priceDollars: [499, 8990], brands: ['Samsung', 'LG', 'Sony', 'Panasonic', 'Bang & Olufsen'] },
      { slug: 'soundbars', name: 'Soundbars', description: 'Soundbars with Dolby Atmos and wireless subwoofers.', kind: 'soundbar', scene: 'living', specFamily: 'audio', noun: 'Soundbar', descriptors: ['Dolby Atmos', '5.1ch', '3.1.2ch', 'Compact'], sizes: [], priceDollars: [249, 2999], brands: ['Sonos', 'Samsung', 'LG', 'Sony', 'Bang & Olufsen'] },
      { slug: 'speakers', name: 'Speakers', description: 'Wireless and bookshelf speakers.', kind: 'speaker', scene: 'living', specFamily: 'audio', noun: 'Speaker', descriptors: ['Wireless', 'Portable Bluetooth', 'Smart'], sizes: [], priceDollars: [149, 2490], brands: ['Sonos', 'Bang & Olufsen', 'Sony'] },
      { slug: 'headphones', name: 'Headphones', description: 'Noise-cancelling and wireless headphones.', kind: 'headphones', scene: 'living', specFamily: 'audio', noun: 'Headphones', descriptors: ['Noise Cancelling', 'Wireless Over-ear', 'True Wireless'], sizes: [], priceDollars: [99, 899], brands: ['Sony', 'Bang & Olufsen', 'Sonos'] },
    ],
  },
  {
    slug: 'furniture', name: 'Furniture', description: 'Sofas, dining, bedroom and occasional furniture.',
    children: [
      { slug: 'sofas', name: 'Sofas', description: 'Modular, three-seater and recliner sofas.', kind: 'sofa', scene: 'living', specFamily: 'furniture', noun: 'Sofa', descriptors: ['3 Seater', '2.5 Seater', 'Modular Corner', 'Recliner'], sizes: [], priceDollars: [1490, 8990], brands: FURNITURE },
      { slug: 'armchairs', name: 'Armchairs', description: 'Lounge chairs and recliners.', kind: 'chair', scene: 'living', specFamily: 'furniture', noun: 'Armchair', descriptors: ['Lounge', 'Recliner', 'Occasional'], sizes: [], priceDollars: [590, 6990], brands: FURNITURE },
      { slug: 'dining-tables', name: 'Dining Tables', description: 'Solid timber and extension dining tables.', kind: 'table', scene: 'living', specFamily: 'furniture', noun: 'Dining Table', descriptors: ['6 Seater', '8 Seater', 'Round', 'Extension'], sizes: [], priceDollars: [790, 5490], brands: FURNITURE },
      { slug: 'dining-chairs', name: 'Dining Chairs', description: 'Upholstered and timber dining chairs.', kind: 'chair', scene: 'living', specFamily: 'furniture', noun: 'Dining Chair', descriptors: ['Upholstered', 'Timber', 'Stacking'], sizes: [], priceDollars: [149, 1490], brands: FURNITURE },
      { slug: 'coffee-tables', name: 'Coffee Tables', description: 'Timber, stone and nesting coffee tables.', kind: 'table', scene: 'living', specFamily: 'furniture', noun: 'Coffee Table', descriptors: ['Round', 'Rectangular', 'Nesting'], sizes: [], priceDollars: [390, 2990], brands: FURNITURE },
      { slug: 'beds', name: 'Beds', description: 'Bed frames and mattresses.', kind: 'bed', scene: 'living', specFamily: 'furniture', noun: 'Bed', descriptors: ['Queen', 'King', 'Upholstered Queen', 'Mattress Queen'], sizes: [], priceDollars: [890, 5990], brands: ['Sealy', 'Fritz Hansen', 'Vitra'] },
    ],
  },
];
