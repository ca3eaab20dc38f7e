export * from './bots/index';
export * from './core/index';
export * as CasseTete from './games/casse-tete/index';
export { casseTete } from './games/casse-tete/index';
export { gameBots, games } from './games/index';
export * as Piste from './games/piste/index';
export { piste } from './games/piste/index';
export * from './math/stats';
