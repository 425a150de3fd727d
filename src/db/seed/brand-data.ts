/** Manufacturer brands carried across the flavours. */
export interface BrandSeed {
  name: string;
  country: string;
  description: string;
  featured?: boolean;
  /** Three-letter prefix of the internal product code (MIE-H7860BP). */
  code: string;
  /** Model number shapes: '#' digit, '@' letter. */
  modelPatterns: readonly string[];
}

export const BRAND_SEEDS: readonly BrandSeed[] = [
  { name: 'Miele', country: 'Germany', code: 'MIE', featured: true, modelPatterns: ['H####BP', 'G####SCVI', 'KFN####D', 'WWD###', 'CM####'], description: 'German-made appliances tested for 20 years of use, from ovens and dishwashers to laundry care.' },
  { name: 'Bosch', country: 'Germany', code: 'BOS', featured: true, modelPatterns: ['HBG###@S#A', 'SMS##@X##A', 'WGA##4@#AU', 'KGN##@I#A'], description: 'Reliable German engineering across cooking, dishwashing, refrigeration and laundry.' },
  { name: 'Smeg', country: 'Italy', code: 'SME', featured: true, modelPatterns: ['SFA####@', 'C9##P@#', 'FAB##RPB#AU', 'DWA####@'], description: 'Italian design icons, from the retro FAB fridge to professional-style cookers.' },
  { name: 'Fisher & Paykel', country: 'New Zealand', code: 'FPK', featured: true, modelPatterns: ['OB60SD#P@#', 'DD60D@X#', 'RF###A@UX#', 'WH####P#'], description: 'Designed in New Zealand: DishDrawer dishwashers, integrated refrigeration and laundry.' },
  { name: 'Electrolux', country: 'Sweden', code: 'ELX', featured: true, modelPatterns: ['EVE6##@@', 'ESF####@', 'EHE####@', 'EWF####@'], description: 'Scandinavian design for the kitchen and laundry, with steam-assisted cooking.' },
  { name: 'Westinghouse', country: 'Australia', code: 'WST', featured: true, modelPatterns: ['WVE6###@@', 'WHC9##@@', 'WBE####@@', 'WWF####@'], description: 'Designed for Australian homes for over a century, from ovens to fridges.' },
  { name: 'Samsung', country: 'South Korea', code: 'SAM', featured: true, modelPatterns: ['SRF###@@', 'WW##T###@@', 'QA##Q##@AW', 'HW-Q###@'], description: 'Smart refrigeration, laundry and home entertainment with connected features.' },
  { name: 'LG', country: 'South Korea', code: 'LGE', featured: true, modelPatterns: ['GF-@###@@', 'WV#-####@', 'OLED##@#PSA', 'S##@#'], description: 'OLED televisions, inverter laundry and fridges with InstaView doors.' },
  { name: 'Asko', country: 'Sweden', code: 'ASK', modelPatterns: ['DW60M###@', 'W####@.W', 'T###HS.W'], description: 'Scandinavian dishwashers and laundry built from steel for long service.' },
  { name: 'Neff', country: 'Germany', code: 'NEF', modelPatterns: ['B##CR#@Y#', 'T##@@##@0', 'S###@@##@A'], description: 'Slide&Hide ovens and flexible induction for people who love to cook.' },
  { name: 'Siemens', country: 'Germany', code: 'SIE', modelPatterns: ['HB###@B#A', 'EX###@X##E', 'SN##@X##@A'], description: 'iQ-series appliances with premium finishes and connected cooking.' },
  { name: 'Gaggenau', country: 'Germany', code: 'GAG', modelPatterns: ['BO###1##', 'CX###1##', 'RB###3##'], description: 'Professional-grade appliances hand-finished in Lipsheim since 1683.' },
  { name: 'Liebherr', country: 'Germany', code: 'LIE', modelPatterns: ['SBS####', 'WTes####', 'CNef####', 'IRBd####'], description: 'Refrigeration and wine storage specialists with BioFresh compartments.' },
  { name: 'Sub-Zero', country: 'United States', code: 'SZE', modelPatterns: ['CL####R', 'DEC####', 'IW-##'], description: 'Dedicated refrigeration with dual compressors and twelve-year sealed-system protection.' },
  { name: 'Wolf', country: 'United States', code: 'WLF', modelPatterns: ['DF####', 'CT##I', 'SO##', 'GR####'], description: 'Dual-fuel ranges and induction built for serious home cooks.' },
  { name: 'Breville', country: 'Australia', code: 'BRE', featured: true, modelPatterns: ['BES###BSS', 'BTA###BSS', 'BKE###BSS', 'BEM###BSS', 'BBL###BSS'], description: 'Australian-designed espresso machines, toasters, kettles and blenders.' },
  { name: "De'Longhi", country: 'Italy', code: 'DEL', modelPatterns: ['ECAM###.##.@', 'EC###.@', 'KBOV####.@'], description: 'Italian coffee culture at home, from manual pumps to fully automatic machines.' },
  { name: 'KitchenAid', country: 'United States', code: 'KAI', modelPatterns: ['5KSM###@A@@', '5KEK####A@@', '5KSB####A@@'], description: 'The tilt-head stand mixer and its family of countertop appliances.' },
  { name: 'Dyson', country: 'United Kingdom', code: 'DYS', modelPatterns: ['V##-####', 'HP##', 'TP##', 'AM##'], description: 'Cordless vacuums, purifier fans and heaters driven by digital motors.' },
  { name: 'Weber', country: 'United States', code: 'WEB', featured: true, modelPatterns: ['#####4', '#####@4', 'Q####'], description: 'Kettle, Q and Genesis barbecues for backyards and balconies.' },
  { name: 'Beefeater', country: 'Australia', code: 'BEE', modelPatterns: ['BS#####@', 'BMG####@A', 'BBQ###@'], description: 'Australian-made built-in and freestanding barbecues for outdoor kitchens.' },
  { name: 'Daikin', country: 'Japan', code: 'DAI', modelPatterns: ['FTXM##W', 'FTXZ##N', 'FDYQ###A'], description: 'Inverter split systems and ducted air conditioning.' },
  { name: 'Mitsubishi Electric', country: 'Japan', code: 'MEL', modelPatterns: ['MSZ-AP##VGKIT', 'MSZ-EF##VGKW', 'PEA-M###HAA'], description: 'Quiet, efficient reverse-cycle air conditioning.' },
  { name: 'Panasonic', country: 'Japan', code: 'PAN', modelPatterns: ['NN-ST###@', 'CS-Z##XKR', 'TH-##LZ####A'], description: 'Inverter microwaves, air conditioning and home entertainment.' },
  { name: 'Sony', country: 'Japan', code: 'SNY', modelPatterns: ['K-##XR##', 'HT-A####', 'WH-1000XM#'], description: 'BRAVIA televisions, home cinema and noise-cancelling headphones.' },
  { name: 'Bang & Olufsen', country: 'Denmark', code: 'BNO', modelPatterns: ['BEOSOUND-#', 'BEOVISION-##', 'BEOPLAY-H##'], description: 'Danish sound and vision in sculpted aluminium.' },
  { name: 'Sonos', country: 'United States', code: 'SON', modelPatterns: ['ERA###', 'ARC@@##', 'BEAM@##'], description: 'Wireless speakers and soundbars that work together in every room.' },
  { name: 'Haier', country: 'China', code: 'HAI', modelPatterns: ['HRF###@@', 'HWF##AN#', 'HDW##V#@'], description: 'Value refrigeration and laundry with inverter motors.' },
  { name: 'AEG', country: 'Germany', code: 'AEG', modelPatterns: ['BSE###@@B', 'IKE####@B', 'FSK##@##Z'], description: 'SteamBake ovens and ProSense cooking from Nuremberg.' },
  { name: 'Ilve', country: 'Italy', code: 'ILV', modelPatterns: ['ILP##@@', 'ILM##@@', 'IL###@'], description: 'Freestanding Italian cookers in classic and modern styles.' },
  { name: 'Falcon', country: 'United Kingdom', code: 'FAL', modelPatterns: ['FCON###@@', 'CDL###@@'], description: 'Range cookers made in Warwickshire since 1830.' },
  { name: 'Vintec', country: 'Australia', code: 'VIN', modelPatterns: ['VWS###@@A-X', 'VWD###@@A-X'], description: 'Wine cabinets designed around Australian climates.' },
  { name: 'Euromaid', country: 'Australia', code: 'EUR', modelPatterns: ['EM##@@', 'GE##@', 'CE##@'], description: 'Affordable, well-built cooking appliances for Australian kitchens.' },
  { name: 'Rinnai', country: 'Japan', code: 'RIN', modelPatterns: ['EF###@', 'NBC##@', 'RB###@'], description: 'Gas heaters, flued fires and continuous-flow comfort.' },
  { name: 'Franke', country: 'Switzerland', code: 'FRA', modelPatterns: ['BXX###-##', 'FN####', 'MX###-##'], description: 'Stainless and Fragranite sinks, taps and waste systems.' },
  { name: 'Abey', country: 'Australia', code: 'ABE', modelPatterns: ['Q###', 'LX###', 'AS###'], description: 'Kitchen and laundry sinks and tapware designed in Melbourne.' },
  { name: 'Blanco', country: 'Germany', code: 'BLA', modelPatterns: ['BLA####', 'SILG####@', 'CUI####'], description: 'SILGRANIT sinks and mixers made in Germany.' },
  { name: 'Herman Miller', country: 'United States', code: 'HMI', modelPatterns: ['HM-####', 'EAM-###'], description: 'Modern furniture classics for working and living.' },
  { name: 'Vitra', country: 'Switzerland', code: 'VIT', modelPatterns: ['VT-####', 'VT-@###'], description: 'Design furniture by the masters of twentieth-century modernism.' },
  { name: 'Fritz Hansen', country: 'Denmark', code: 'FHA', modelPatterns: ['FH-####', 'FH-@####'], description: 'Danish furniture design since 1872.' },
  { name: 'Stressless', country: 'Norway', code: 'STR', modelPatterns: ['ST-####', 'ST-@###'], description: 'Ergonomic recliners and sofas made in Norway.' },
  { name: 'Sealy', country: 'United States', code: 'SEA', modelPatterns: ['SLY-####', 'SLY-@###'], description: 'Mattresses and bed bases with Posturepedic support.' },
];
