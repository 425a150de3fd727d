export * from './catalog';
export * from './places';
export * from './content';
export * from './analytics';
export * from './search';
export * from './listing';
export * from './shell';
export * from './write-path';
