export * from './catalog';
export * from './places';
export * from './content';
export * from './search';
