import type { BotName } from '@ludimaths/engine';
import { gameBots } from '@ludimaths/engine';
import type {
  CodeResponse,
  CreateTableResponse,
  JoinResponse,
  SeatSpec,
  StateMessage,
  TableInfo,
} from '@ludimaths/protocol';
import { COMPUTER_LEVELS, codePath, joinCode, ROUTES, recordPath, tablePath } from '@ludimaths/protocol';
import type { CliGame, FlagSpec, FlagValues } from '../adapter';
import { DEFAULT_LEVEL } from '../bots';
import { parseFlags } from '../flags';
import { findGame, gameInvocation } from '../games/lookup';
import type { Io } from '../io';
import { EXIT_INVALID, EXIT_OK, processIo, UsageError } from '../io';
import { request, TableClient } from '../online/client';
import { chooseMove, type Prompter, terminalPrompter } from '../prompt';

export const usage =
  'ludimaths online create|play|watch|record …   play on a game server (create GAME, play CODE --as LEVEL|human, watch CODE, record CODE)';

const SERVER: FlagSpec = {
  name: 'server',
  type: 'string',
  description: 'the game server, e.g. http://localhost:4173',
};
const JSON_FLAG: FlagSpec = { name: 'json', type: 'boolean', description: 'print one JSON object' };

function serverOf(values: FlagValues): string {
  const raw = values.server;
  if (typeof raw !== 'string') throw new UsageError('--server URL is required (e.g. http://localhost:4173)');
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.origin;
  } catch {
    throw new UsageError(`--server must be an http(s) address, not "${raw}"`);
  }
}

/** A code, a table id, or a link to either, as the table's id. */
async function tableIdOf(server: string, raw: string | undefined): Promise<string> {
  if (raw === undefined) throw new UsageError('missing CODE (the join code, a table id or a link)');
  const fromLink = /#\/(?:watch|join)\/([A-Za-z0-9_-]+)$/.exec(raw)?.[1] ?? raw;
  if (/^[A-Za-z0-9_-]{16}$/.test(fromLink)) return fromLink;
  const code = joinCode.safeParse(fromLink);
  if (!code.success) throw new UsageError(`"${raw}" is neither a join code nor a table id`);
  return (await request<CodeResponse>(server, codePath(code.data))).tableId;
}

async function create(args: string[], io: Io): Promise<number> {
  const { game, values, options, players } = gameInvocation(args, [
    SERVER,
    JSON_FLAG,
    { name: 'players', type: 'string', description: 'number of players' },
    { name: 'seats', type: 'string', description: 'per seat: human or a computer level' },
  ]);
  const server = serverOf(values);
  const kinds =
    typeof values.seats === 'string'
      ? values.seats.split(',').map((s) => (s.trim() === 'computer' ? DEFAULT_LEVEL : s.trim()))
      : Array.from({ length: players }, () => 'human');
  const levels = COMPUTER_LEVELS as readonly string[];
  if (kinds.length < game.game.playerCounts.min || kinds.some((k) => k !== 'human' && !levels.includes(k))) {
    throw new UsageError(
      `--seats lists each seat as human or a level (${levels.join(', ')}), not "${values.seats}"`,
    );
  }
  const seats = kinds.map(
    (k): SeatSpec => (k === 'human' ? { kind: 'human' } : { kind: 'computer', level: k as BotName }),
  );
  const created = await request<CreateTableResponse>(server, ROUTES.createTable, {
    game: game.id,
    options,
    seats,
    sit: false,
    autoStart: true,
  });
  const summary = {
    code: created.code,
    url: created.joinUrl,
    watchUrl: created.watchUrl,
    tableId: created.table.id,
    seats: created.table.seats,
  };
  if (values.json) io.out(JSON.stringify(summary));
  else {
    io.out(`${game.title}: table ${created.table.id}`);
    io.out(`Join code: ${created.code ?? '(no free seat)'}   ${created.joinUrl ?? ''}`);
    io.out(`Watch: ${created.watchUrl}`);
    io.out(`Seats: ${kinds.join(', ')} — the game starts when every human seat is taken.`);
  }
  return EXIT_OK;
}

async function play(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseFlags(
    args,
    [
      SERVER,
      JSON_FLAG,
      { name: 'as', type: 'string', description: 'human or a computer level' },
      { name: 'name', type: 'string', description: 'the name shown to the others' },
    ],
    1,
  );
  const server = serverOf(values);
  const as = typeof values.as === 'string' ? values.as : undefined;
  const levels = COMPUTER_LEVELS as readonly string[];
  if (as === undefined || (as !== 'human' && !levels.includes(as))) {
    throw new UsageError(`--as must be human or a level (${levels.join(', ')})`);
  }
  const code = joinCode.safeParse(positionals[0] ?? '');
  if (!code.success) throw new UsageError(`"${positionals[0] ?? ''}" is not a join code`);
  const joined = await request<JoinResponse>(server, ROUTES.join, {
    code: code.data,
    ...(typeof values.name === 'string' ? { name: values.name } : {}),
  });
  const { seat, table } = joined;
  const game = findGame(table.game);
  const prompter = as === 'human' ? (io.prompter?.() ?? terminalPrompter()) : undefined;
  const choose = prompter ? humanChooser(game, seat, io, prompter) : botChooser(table, seat, as as BotName);
  if (!values.json) io.out(`${game.title}: you are player ${seat + 1} (${as}); waiting for the game…`);
  let thinking = -1;
  const end = await new Promise<StateMessage>((resolve, reject) => {
    const client = new TableClient(server, table.id, joined.credential, {
      state(state) {
        if (state.outcome.status === 'over') {
          client.close();
          return resolve(state);
        }
        if (state.legal.length === 0 || thinking === state.seq) return;
        thinking = state.seq;
        void Promise.resolve(choose(state)).then((move) => {
          if (move === null) {
            client.close();
            reject(new Error('quit'));
          } else client.move(state.seq, move);
        });
      },
      other(message) {
        if (message.type === 'rejected' && message.error.code !== 'stale-seq')
          io.err(`refused: ${message.error.message}`);
      },
      problem: (text) => io.err(text),
    });
    client.run().catch(reject);
  }).finally(() => prompter?.close());
  const outcome = end.outcome;
  if (values.json) io.out(JSON.stringify({ outcome, seat, tableId: table.id }));
  else if (outcome.status === 'over') {
    const won = outcome.winners.includes(seat);
    io.out(
      outcome.winners.length === 0
        ? 'Draw.'
        : won
          ? '🏆 You won!'
          : `Won by player ${outcome.winners.map((s) => s + 1).join(' and ')}.`,
    );
  }
  return EXIT_OK;
}

/** A computer level playing this seat from its view, as on the server. */
function botChooser(table: TableInfo, seat: number, level: BotName) {
  const bot = gameBots[table.game]?.[level];
  if (!bot) throw new UsageError(`no level "${level}" for ${table.game}`);
  return (state: StateMessage) =>
    bot.choose(state.view, seat, state.legal, {
      seed: `${table.id}:${state.seq}:${seat}`,
      budgetMs: 500,
      clock: () => performance.now(),
    }).move;
}

/**
 * The person at the terminal sees their view drawn as in \`play\` and picks one of their legal moves;
 * null when they quit.
 */
function humanChooser(game: CliGame, seat: number, io: Io, prompter: Prompter) {
  return async (state: StateMessage): Promise<unknown | null> => {
    io.out(game.render(state.view, seat, state.legal));
    return chooseMove(game, state.view, state.legal, seat, io, prompter.ask);
  };
}

async function watch(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseFlags(args, [SERVER], 1);
  const server = serverOf(values);
  const id = await tableIdOf(server, positionals[0]);
  const info = await request<TableInfo>(server, tablePath(id));
  const game = findGame(info.game);
  io.out(`${game.title}: watching table ${id}`);
  await new Promise<void>((resolve, reject) => {
    const client = new TableClient(server, id, undefined, {
      state(state) {
        const acting =
          state.actors.kind === 'seats' ? state.actors.seats.map((s) => s + 1).join(', ') : state.actors.kind;
        io.out(`seq ${state.seq}: ${state.outcome.status === 'over' ? 'game over' : `to play: ${acting}`}`);
        io.out(game.render(state.view, 'spectator', []));
        if (state.outcome.status === 'over') {
          const o = state.outcome;
          io.out(
            o.winners.length === 0 ? 'Draw.' : `Won by player ${o.winners.map((s) => s + 1).join(' and ')}.`,
          );
          client.close();
          resolve();
        }
      },
      problem: (text) => io.err(text),
    });
    client.run().catch(reject);
  });
  return EXIT_OK;
}

async function record(args: string[], io: Io): Promise<number> {
  const { values, positionals } = parseFlags(args, [SERVER], 1);
  const server = serverOf(values);
  const id = await tableIdOf(server, positionals[0]);
  io.out(JSON.stringify(await request(server, recordPath(id)), null, 2));
  return EXIT_OK;
}

const SUBCOMMANDS: Record<string, (args: string[], io: Io) => Promise<number>> = {
  create,
  play,
  watch,
  record,
};

/** `ludimaths online …`: tables on a game server, from the terminal. */
export async function run(args: string[], io: Io = processIo): Promise<number> {
  const [name, ...rest] = args;
  const sub = name === undefined ? undefined : SUBCOMMANDS[name];
  if (!sub) throw new UsageError(`online needs one of: ${Object.keys(SUBCOMMANDS).join(', ')}`);
  try {
    return await sub(rest, io);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    io.err(`ludimaths online ${name}: ${error instanceof Error ? error.message : String(error)}`);
    return EXIT_INVALID;
  }
}
