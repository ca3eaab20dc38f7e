export * from './core/index';
export { games } from './games/index';
export * as zigzagGame from './games/zigzag/index';
