// The analysis's thread: judging every decision of a game takes a few seconds, which must never
// freeze the screen. It answers one request with its progress, then the review (review-protocol.ts).
import { reviewMessages } from './review-protocol';

// The app's TypeScript settings describe a window, not a worker: name only what this file uses.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  for (const message of reviewMessages(event.data)) scope.postMessage(message);
};
