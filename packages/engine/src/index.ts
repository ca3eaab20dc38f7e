export * from './core/index';
export * as finitoGame from './games/finito/index';
export { games } from './games/index';
