// The computer players' thread: answers each question from the page with the game's bot (see
// bot-protocol.ts), so a bot that thinks for a second never freezes the screen.
import { expose } from 'comlink';
import { botWorkerApi } from './bot-protocol';

expose(botWorkerApi);
