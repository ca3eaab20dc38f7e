// For the workers' unit tests (never imported by the app): a worker's interface behind a message
// channel, reached through Comlink as the page reaches the real worker.
import type { Remote } from 'comlink';
import { expose, wrap } from 'comlink';
import { afterEach } from 'vitest';

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

export function overChannel<T extends object>(api: T): Remote<T> {
  const channel = new MessageChannel();
  channels.push(channel);
  expose(api, channel.port1);
  return wrap<T>(channel.port2);
}
