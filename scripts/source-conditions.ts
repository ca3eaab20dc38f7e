import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Inside this repository the packages import each other's TypeScript sources (the `source` export
 * condition), as the bundles of the server and the CLI do (scripts/bundle-node.mjs). Shared by the
 * Vite and Vitest configurations.
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};
