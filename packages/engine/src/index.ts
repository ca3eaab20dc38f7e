export * from './core/index';
export * as casseTete from './games/casse-tete/index';
export { games } from './games/index';
