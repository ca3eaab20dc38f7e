export * from './judges';
export * from './review';
export * from './types';
