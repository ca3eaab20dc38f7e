import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Inside this repository the packages import each other's TypeScript sources (the `source` export
 * condition), so that tests, the dev server and the CLI never run a stale build; `dist` is what a
 * package would publish. Shared by the Vite and Vitest configurations.
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};
