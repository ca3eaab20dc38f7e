export type { RunningServer } from './app';
export { startServer } from './app';
export type { Limits, ServerConfig } from './config';
export { DEFAULT_LIMITS, defaultConfig, parseConfig, USAGE } from './config';
export { spawnServer } from './process';
