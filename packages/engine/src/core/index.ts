export * from './chance';
export * from './game';
export * from './play';
export * from './record';
export * from './result';
export * from './rng';
export * from './start-roll';
export * from './validate';
