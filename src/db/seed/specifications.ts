import type { ProductSpecification } from '../schema';
import type { SpecFamily } from './category-seed-types';
import type { Random } from './random';

export interface SpecContext {
  random: Random;
  family: SpecFamily;
  brandName: string;
  brandCountry: string;
  model: string;
  colour: string;
  /** The nominal size from the title ("60cm", "9kg"), or ''. */
  size: string;
  descriptor: string;
}

type Row = readonly [group: string, name: string, value: string];

const mm = (value: number) => `${value} mm`;

/** Outer dimensions by family: [width choices, height range, depth range] in millimetres. */
const DIMENSIONS: Record<SpecFamily, readonly [readonly number[], readonly [number, number], readonly [number, number]]> = {
  cooking: [
    [597, 597, 897, 596],
    [455, 600],
    [550, 575],
  ],
  dishwasher: [
    [598, 448],
    [815, 870],
    [550, 600],
  ],
  refrigeration: [
    [595, 700, 790, 912],
    [1720, 1860],
    [660, 750],
  ],
  laundry: [
    [595, 600],
    [850, 960],
    [600, 660],
  ],
  climate: [
    [300, 799, 870],
    [290, 1100],
    [200, 400],
  ],
  benchtop: [
    [170, 280, 360],
    [200, 420],
    [180, 420],
  ],
  floorcare: [
    [250, 300],
    [250, 1260],
    [120, 320],
  ],
  bbq: [
    [760, 1100, 1560],
    [500, 1200],
    [560, 640],
  ],
  screen: [
    [968, 1228, 1449, 1672, 1897],
    [560, 1090],
    [25, 60],
  ],
  audio: [
    [120, 890, 1150],
    [60, 200],
    [80, 140],
  ],
  furniture: [
    [600, 1800, 2200, 2400],
    [420, 900],
    [550, 1000],
  ],
  sink: [
    [450, 780, 860, 1160],
    [180, 230],
    [440, 510],
  ],
};

function familyRows(ctx: SpecContext): Row[] {
  const { random, size } = ctx;
  switch (ctx.family) {
    case 'cooking':
      return [
        ['Performance', 'Capacity', `${random.int(3, 8) * 10 + random.pick([0, 1, 6])} L`],
        ['Performance', 'Cooking functions', String(random.int(6, 22))],
        ['Performance', 'Cleaning', random.pick(['Pyrolytic', 'Catalytic liners', 'Steam clean', 'Enamel'])],
        ['Performance', 'Number of zones / burners', String(random.int(4, 6))],
        ['Features', 'Temperature probe', random.pick(['Yes', 'No'])],
        ['Features', 'Child lock', 'Yes'],
        ['Electrical', 'Power', `${random.int(20, 110) / 10} kW`],
        ['Electrical', 'Connection', random.pick(['Hard wired', '10 A plug', '15 A plug'])],
      ];
    case 'dishwasher':
      return [
        ['Performance', 'Place settings', String(size === '45cm' ? random.int(9, 10) : random.int(13, 16))],
        ['Performance', 'Noise level', `${random.int(38, 49)} dB`],
        ['Performance', 'Programs', String(random.int(5, 10))],
        ['Energy', 'Water rating', `${random.pick(['4', '4.5', '5', '5.5', '6'])} stars`],
        ['Energy', 'Water consumption', `${random.int(70, 130) / 10} L per wash`],
        ['Features', 'Third rack', random.pick(['Cutlery tray', 'Cutlery basket'])],
        ['Features', 'Delay start', `Up to ${random.pick([9, 12, 24])} hours`],
      ];
    case 'refrigeration':
      return [
        ['Capacity', 'Total capacity', size.endsWith('L') ? size.replace('L', ' L') : `${random.int(90, 640)} L`],
        ['Capacity', 'Freezer capacity', `${random.int(0, 220)} L`],
        ['Features', 'Frost free', 'Yes'],
        ['Features', 'Ice and water', random.pick(['Plumbed', 'Non-plumbed', 'None'])],
        ['Features', 'Door alarm', 'Yes'],
        ['Features', 'Reversible door', random.pick(['Yes', 'No'])],
        ['Energy', 'Noise level', `${random.int(33, 42)} dB`],
      ];
    case 'laundry':
      return [
        ['Performance', 'Capacity', size || `${random.int(7, 10)} kg`],
        ['Performance', 'Spin speed', `${random.pick([1200, 1400, 1600])} rpm`],
        ['Performance', 'Programs', String(random.int(12, 20))],
        ['Energy', 'Water rating', `${random.pick(['3.5', '4', '4.5', '5'])} stars`],
        ['Features', 'Steam', random.pick(['Yes', 'No'])],
        ['Features', 'Wi-Fi connectivity', random.pick(['Yes', 'No'])],
        ['Features', 'Stackable', random.pick(['Yes', 'With stacking kit'])],
      ];
    case 'climate':
      return [
        ['Performance', 'Cooling capacity', size || `${random.int(20, 80) / 10} kW`],
        ['Performance', 'Heating capacity', `${random.int(25, 90) / 10} kW`],
        ['Performance', 'Recommended room size', `Up to ${random.int(12, 60)} m²`],
        ['Features', 'Timer', `${random.pick([12, 24])} hours`],
        ['Features', 'Remote control', 'Yes'],
        ['Energy', 'Noise level (indoor)', `${random.int(19, 45)} dB`],
      ];
    case 'benchtop':
      return [
        ['Performance', 'Power', `${random.int(8, 24) * 100} W`],
        ['Performance', 'Capacity', `${random.int(10, 48) / 10} L`],
        ['Features', 'Settings', String(random.int(3, 12))],
        ['Features', 'Dishwasher-safe parts', random.pick(['Yes', 'No'])],
        ['Materials', 'Body', random.pick(['Brushed stainless steel', 'Die-cast metal', 'Polypropylene'])],
      ];
    case 'floorcare':
      return [
        ['Performance', 'Run time', `Up to ${random.int(30, 90)} minutes`],
        ['Performance', 'Bin volume', `${random.int(3, 20) / 10} L`],
        ['Features', 'Filtration', random.pick(['HEPA', 'Whole-machine HEPA', 'AirClean'])],
        ['Features', 'Attachments', String(random.int(3, 8))],
      ];
    case 'bbq':
      return [
        ['Performance', 'Burners', String(random.int(2, 6))],
        ['Performance', 'Cooking area', `${random.int(40, 120) * 10} cm²`],
        ['Performance', 'Fuel', random.pick(['LPG', 'Natural gas', 'LPG or natural gas', 'Charcoal'])],
        ['Materials', 'Grill plate', random.pick(['Cast iron', 'Porcelain enamel', 'Stainless steel'])],
        ['Features', 'Hood thermometer', 'Yes'],
        ['Features', 'Side burner', random.pick(['Yes', 'No'])],
      ];
    case 'screen':
      return [
        ['Display', 'Screen size', size || `${random.pick([43, 55, 65])}"`],
        ['Display', 'Resolution', ctx.descriptor.includes('8K') ? '7680 x 4320' : '3840 x 2160'],
        ['Display', 'Refresh rate', `${random.pick([60, 100, 120, 144])} Hz`],
        ['Display', 'HDR', random.pick(['HDR10, HLG', 'Dolby Vision, HDR10+'])],
        ['Connectivity', 'HDMI ports', String(random.int(3, 4))],
        ['Connectivity', 'USB ports', String(random.int(1, 3))],
        ['Audio', 'Output', `${random.pick([20, 40, 60])} W`],
      ];
    case 'audio':
      return [
        ['Audio', 'Channels', random.pick(['2.0', '3.1', '5.1.2', '7.1.4'])],
        ['Audio', 'Dolby Atmos', random.pick(['Yes', 'No'])],
        ['Connectivity', 'Bluetooth', random.pick(['5.0', '5.2', '5.3'])],
        ['Connectivity', 'Wi-Fi', random.pick(['Yes', 'No'])],
        ['Power', 'Battery life', random.pick(['Mains powered', `${random.int(10, 40)} hours`])],
      ];
    case 'furniture':
      return [
        ['Materials', 'Frame', random.pick(['Kiln-dried hardwood', 'Solid American oak', 'Powder-coated steel'])],
        ['Materials', 'Upholstery', random.pick(['Performance weave', 'Full-grain leather', 'Wool blend', 'Not upholstered'])],
        ['Materials', 'Finish', random.pick(['Natural oil', 'Matte lacquer', 'Smoked oak'])],
        ['Care', 'Cleaning', 'Vacuum or wipe with a damp cloth'],
        ['Delivery', 'Assembly', random.pick(['Delivered assembled', 'Legs attach on delivery'])],
        ['Delivery', 'Lead time', `${random.int(2, 12)} weeks`],
      ];
    case 'sink':
      return [
        ['Materials', 'Material', random.pick(['304 stainless steel', 'Granite composite', 'Fireclay'])],
        ['Materials', 'Gauge', random.pick(['1.0 mm', '1.2 mm', '0.9 mm'])],
        ['Features', 'Bowls', random.pick(['1', '1 and 3/4', '2'])],
        ['Features', 'Tap holes', random.pick(['0', '1', 'Pre-punched 1'])],
        ['Installation', 'Mounting', random.pick(['Undermount', 'Topmount', 'Flushmount'])],
        ['Certification', 'WaterMark', 'Certified'],
      ];
  }
}

export function productSpecifications(ctx: SpecContext): ProductSpecification[] {
  const { random } = ctx;
  const [widths, [minHeight, maxHeight], [minDepth, maxDepth]] = DIMENSIONS[ctx.family];
  const rows: Row[] = [
    ['General', 'Brand', ctx.brandName],
    ['General', 'Model', ctx.model],
    ['General', 'Colour', ctx.colour],
    ['Dimensions', 'Width', mm(random.pick(widths))],
    ['Dimensions', 'Height', mm(random.int(minHeight, maxHeight))],
    ['Dimensions', 'Depth', mm(random.int(minDepth, maxDepth))],
    ['Dimensions', 'Weight', `${random.int(20, 950) / 10} kg`],
    ...familyRows(ctx),
    ['Warranty', 'Manufacturer warranty', `${random.pick([1, 2, 2, 2, 3, 5])} years`],
  ];
  if (random.chance(0.5)) rows.push(['General', 'Country of manufacture', ctx.brandCountry]);
  return rows.map(([group, name, value]) => ({ group, name, value }));
}
