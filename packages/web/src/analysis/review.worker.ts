// The analysis's thread: judging every decision of a game takes a few seconds, which must never
// freeze the screen. It answers one request with its progress, then the review (review-protocol.ts).
import { expose } from 'comlink';
import { reviewWorkerApi } from './review-protocol';

expose(reviewWorkerApi);
