// Node module hook: resolve workspace packages to their TypeScript sources (the `source` export
// condition), as Vite and Vitest do, so that the CLI never runs a stale build of the engine.
export async function resolve(specifier, context, next) {
  return next(specifier, { ...context, conditions: [...context.conditions, 'source'] });
}
