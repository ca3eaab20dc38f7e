// The computer players' thread: answers each request from the page with the game's bot (see
// bot-protocol.ts), so a bot that thinks for a second never freezes the screen.
import { handleBotRequest } from './bot-protocol';

// The app's TypeScript settings describe a window, not a worker: name only what this file uses.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  scope.postMessage(handleBotRequest(event.data, () => performance.now()));
};
