export * from './core/index';
export { games } from './games/index';
