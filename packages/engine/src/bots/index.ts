export * from './bot';
export * from './random';
export * from './tournament';
