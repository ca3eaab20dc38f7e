import { startServer } from './app';
import { parseConfig, USAGE } from './config';

/** `npm start`: one process serving the web app, the API and the WebSocket until SIGINT/SIGTERM. */
export async function main(argv: readonly string[]): Promise<number> {
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig(argv);
  } catch (error) {
    process.stderr.write(
      `ludimaths-server: ${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`,
    );
    return 2;
  }
  const server = await startServer(config);
  const stop = (signal: string) => {
    server.app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: String(error) }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  return 0;
}
