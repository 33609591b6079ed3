// The listing engine's React-free half (descriptions, routes and their first reads): route tables and the
// boot script import it. The pages are at `@wz/app-kit/listing/ui`.
export * from './city';
export * from './describe';
export * from './engine';
export * from './filters';
export * from './query';
