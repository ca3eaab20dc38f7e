export * from './bots/index';
export * from './core/index';
export * as Finito from './games/finito/index';
export { finito } from './games/finito/index';
export { gameBots, games } from './games/index';
export * as Piste from './games/piste/index';
export { piste } from './games/piste/index';
export * from './math/stats';
