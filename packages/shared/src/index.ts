export * from './constants';
export * from './slug';
export * from './validation';
export * from './reader-paths';
export * from './page-head';
export * from './child-age';
export * from './reading-time';
export * from './stories';
