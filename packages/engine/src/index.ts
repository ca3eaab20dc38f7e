export * from './bots/index';
export * from './core/index';
export * as casseTete from './games/casse-tete/index';
export { gameBots, games } from './games/index';
export * as Piste from './games/piste/index';
export { piste } from './games/piste/index';
export * as Zigzag from './games/zigzag/index';
export { zigzag } from './games/zigzag/index';
export * from './math/stats';
