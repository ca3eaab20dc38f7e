// Node module hook: resolve workspace packages to their TypeScript sources (the `source` export
// condition), as Vite, Vitest and esbuild do, for what runs TypeScript through tsx in development
// (the bot worker under the tests, the browser tests' engine).
export async function resolve(specifier, context, next) {
  return next(specifier, { ...context, conditions: [...context.conditions, 'source'] });
}
