export * from './classes';
export * from './close-codes';
export * from './common';
export * from './http';
export * from './messages';
export * from './read';
