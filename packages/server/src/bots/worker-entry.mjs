// Worker threads start from JavaScript: register tsx (as the CLI does) and load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
