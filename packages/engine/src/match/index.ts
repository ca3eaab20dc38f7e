export * from './agent';
export * from './chance-source';
export * from './drive';
export * from './events';
export * from './handoff';
export * from './match';
export * from './playout';
export * from './takeback';
