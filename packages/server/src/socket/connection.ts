import type { Seat } from '@ludimaths/engine';
import type { ClientMessage, ErrorBody, HelloMessage, ServerMessage } from '@ludimaths/protocol';
import { CLOSE_CODES } from '@ludimaths/protocol';
import type { FastifyBaseLogger } from 'fastify';
import { type RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { WebSocket } from 'ws';
import type { ClassMember, ClassService, LiveClass } from '../classes/service';
import type { Limits } from '../config';
import type { LiveTable, Member } from '../tables/live-table';
import type { TableService } from '../tables/service';
import { encode } from './outgoing';
import { parseClientMessage } from './parse';

export interface SocketContext {
  readonly service: TableService;
  readonly classes: ClassService;
  readonly limits: Limits;
  /** Per connection: messages per second. */
  readonly messageLimiter: RateLimiterMemory;
  /** Per address: join attempts, which bad credentials count against. */
  readonly joinLimiter: RateLimiterMemory;
  readonly log: FastifyBaseLogger;
}

/** Messages waiting to be handled on one connection before it is closed as a flood. */
const MAX_BACKLOG = 64;
/** Refusals for rate before the connection is closed (4429). */
const MAX_STRIKES = 3;

let nextConnection = 1;

/**
 * One WebSocket: it must say `hello` first (which table, which credential), then sends moves and lobby
 * changes. Every message is checked at the boundary; a bad one gets an error or a documented close,
 * never a change of the table.
 */
export class Connection {
  private readonly key = `c${nextConnection++}`;
  private member: (Member & { seat: Seat | null }) | null = null;
  private table: LiveTable | null = null;
  /** A class connection follows a class (teacher or pupil) instead of a table. */
  private followed: { live: LiveClass; member: ClassMember } | null = null;
  private backlog = 0;
  private strikes = 0;
  private chain: Promise<void> = Promise.resolve();
  private readonly helloTimer: NodeJS.Timeout;

  constructor(
    private readonly socket: WebSocket,
    private readonly address: string,
    private readonly ctx: SocketContext,
    onClose: () => void,
  ) {
    this.helloTimer = setTimeout(
      () => this.close(CLOSE_CODES.helloTimeout, 'no hello'),
      ctx.limits.helloTimeoutMs,
    );
    socket.on('message', (data, isBinary) => this.received(data as Buffer, isBinary));
    socket.on('close', () => {
      clearTimeout(this.helloTimer);
      if (this.followed) ctx.classes.removeMember(this.followed.live, this.followed.member);
      if (this.table && this.member) {
        this.table.removeMember(this.member);
        // Spectators come and go without a lobby message each: thousands watching would cost n².
        if (this.member.seat !== null) this.table.broadcastLobby();
      }
      onClose();
    });
    socket.on('error', (error) => ctx.log.debug({ err: error.message }, 'socket error'));
  }

  private received(data: Buffer, isBinary: boolean): void {
    if (++this.backlog > MAX_BACKLOG) {
      this.close(CLOSE_CODES.flood, 'too many messages');
      return;
    }
    this.chain = this.chain
      .then(() => this.handle(data, isBinary))
      .catch((error: unknown) => {
        this.ctx.log.error({ err: error instanceof Error ? error.stack : String(error) }, 'message failed');
        if (this.member) {
          this.sendError({ code: 'internal', message: 'the server failed on this message; nothing changed' });
          return;
        }
        // A hello that failed (the database unreachable while the table was loaded) would leave the
        // client waiting for a welcome that never comes: it is told to come back instead.
        this.sendError({ code: 'internal', message: 'the table could not be opened just now: reconnect' });
        this.close(CLOSE_CODES.internal, 'try again');
      })
      .finally(() => {
        this.backlog--;
      });
  }

  private async handle(data: Buffer, isBinary: boolean): Promise<void> {
    if (this.socket.readyState !== this.socket.OPEN) return;
    try {
      await this.ctx.messageLimiter.consume(this.key);
      // Strikes count a flood, not a client that waited as told after one refusal.
      this.strikes = 0;
    } catch (refusal) {
      if (++this.strikes >= MAX_STRIKES) this.close(CLOSE_CODES.flood, 'too many messages');
      else this.refuseForRate(data, isBinary, refusal);
      return;
    }
    if (isBinary)
      return this.sendError({ code: 'bad-message', message: 'messages are JSON text, not binary' });
    const parsed = parseClientMessage(data.toString('utf8'));
    if (this.followed) {
      if (parsed.ok && parsed.value.type === 'ping')
        return this.send(
          parsed.value.id === undefined ? { type: 'pong' } : { type: 'pong', id: parsed.value.id },
        );
      return this.sendError(
        parsed.ok
          ? { code: 'bad-message', message: 'a class connection only listens (and answers ping)' }
          : parsed.error,
      );
    }
    if (!this.member) {
      if (parsed.ok && parsed.value.type === 'class-hello') return this.classHello(parsed.value);
      if (!parsed.ok || parsed.value.type !== 'hello') {
        this.sendError(
          parsed.ok ? { code: 'bad-message', message: 'the first message must be "hello"' } : parsed.error,
        );
        return this.close(CLOSE_CODES.helloExpected, 'hello expected');
      }
      return this.hello(parsed.value);
    }
    if (!parsed.ok) return this.sendError(parsed.error);
    return this.dispatch(parsed.value);
  }

  /**
   * A move over the limit is `rejected` with its id and when to send it again, so its client resends
   * it rather than waiting for an answer that never comes; anything else gets an `error`.
   */
  private refuseForRate(data: Buffer, isBinary: boolean, refusal: unknown): void {
    const error = {
      code: 'rate-limited',
      message: `at most ${this.ctx.limits.messagesPerSecond} messages a second`,
    } as const;
    const parsed = isBinary ? null : parseClientMessage(data.toString('utf8'));
    if (parsed?.ok && parsed.value.type === 'move') {
      const waitMs = refusal instanceof RateLimiterRes ? refusal.msBeforeNext : 1000;
      const retryAfterMs = Math.max(0, Math.ceil(waitMs));
      this.send({ type: 'rejected', clientMoveId: parsed.value.clientMoveId, error, retryAfterMs });
    } else this.sendError(error);
  }

  private async hello(message: HelloMessage): Promise<void> {
    clearTimeout(this.helloTimer);
    const table = await this.ctx.service.get(message.tableId);
    if (!table) {
      this.sendError({ code: 'unknown-table', message: `no table "${message.tableId}"` });
      return this.close(CLOSE_CODES.unknownTable, 'unknown table');
    }
    let seat: Seat | null = null;
    let host = false;
    if (message.credential !== undefined) {
      // A seat taken through another node may not have reached this copy yet: unknown here, the
      // credential is looked for in the store, unless guesses spent the address's attempts.
      if (!table.credentialRights(message.credential)) {
        if (await this.refusedForGuessing()) return;
        await table.catchUp();
      }
      const rights = table.credentialRights(message.credential);
      if (!rights) {
        // Guessing credentials costs the address join attempts.
        await this.ctx.joinLimiter.consume(this.address).catch(() => undefined);
        this.sendError({ code: 'bad-credential', message: 'this credential holds no seat at this table' });
        return this.close(CLOSE_CODES.badCredential, 'bad credential');
      }
      ({ seat, host } = rights);
    }
    const socket = this.socket;
    this.member = {
      seat,
      host,
      // The client's log holds the steps up to `lastSeq`: only the later ones are sent.
      logged: message.lastSeq ?? 0,
      send(text) {
        if (socket.readyState === socket.OPEN) socket.send(text);
      },
      close: (code, reason) => this.close(code, reason),
    };
    this.table = table;
    await table.exclusive(async () => {
      table.addMember(this.member as Member);
      const code = seat !== null || host ? table.liveCode() : null;
      const absentAfterMs = this.ctx.service.absentAfterMs;
      this.send({ type: 'welcome', table: table.info(), seat, host, code, absentAfterMs });
      table.sendState(this.member as Member, 'welcome');
    });
    if (seat !== null) table.broadcastLobby();
  }

  /** Follows a class as its teacher or one of its pupils: the class's view now and after every change. */
  private async classHello(message: Extract<ClientMessage, { type: 'class-hello' }>): Promise<void> {
    clearTimeout(this.helloTimer);
    const live = await this.ctx.classes.get(message.classId);
    if (!live) {
      this.sendError({ code: 'unknown-class', message: `no class session "${message.classId}"` });
      return this.close(CLOSE_CODES.unknownTable, 'unknown class');
    }
    const rights = this.ctx.classes.rights(live, message.credential);
    if (!rights) {
      if (await this.refusedForGuessing()) return;
      await this.ctx.joinLimiter.consume(this.address).catch(() => undefined);
      this.sendError({ code: 'bad-credential', message: 'this credential is not one of this class' });
      return this.close(CLOSE_CODES.badCredential, 'bad credential');
    }
    const member: ClassMember = {
      pupil: rights.pupil,
      send: (text) => this.sendRaw(text),
      close: (code, reason) => this.close(code, reason),
    };
    this.followed = { live, member };
    this.ctx.classes.welcome(live, member);
    this.ctx.classes.addMember(live, member);
  }

  private async dispatch(message: ClientMessage): Promise<void> {
    const table = this.table as LiveTable;
    const member = this.member as Member;
    switch (message.type) {
      case 'hello':
        return this.sendError({ code: 'bad-message', message: 'this connection already said hello' });
      case 'ping':
        return this.send(message.id === undefined ? { type: 'pong' } : { type: 'pong', id: message.id });
      case 'move':
        return this.move(table, member, message);
      case 'hint-used': {
        if (member.seat === null)
          return this.sendError({ code: 'not-seated', message: 'only a player can use a hint' });
        const done = await table.hintUsed(member.seat);
        if (!done.ok) this.sendError(done.error);
        return;
      }
      case 'replace':
      case 'rematch': {
        if (member.seat === null && !member.host) {
          return this.sendError({
            code: 'not-seated',
            message: 'only the players and the host can ask this',
          });
        }
        if (message.type === 'replace' && message.seat === member.seat) {
          return this.sendError({ code: 'bad-message', message: 'you cannot replace your own seat' });
        }
        const done =
          message.type === 'replace' ? await table.replaceAbsent(message.seat) : await table.rematch();
        if (!done.ok) this.sendError(done.error);
        return;
      }
      case 'rename':
      case 'set-seat':
      case 'start': {
        if (!member.host)
          return this.sendError({ code: 'not-host', message: 'only the table’s creator can do this' });
        const done =
          message.type === 'rename'
            ? await table.rename(message.seat, message.name)
            : message.type === 'set-seat'
              ? await table.setSeat(message.seat, message.kind, message.level)
              : await table.start();
        if (!done.ok) this.sendError(done.error);
        return;
      }
    }
  }

  private async move(table: LiveTable, member: Member, message: Extract<ClientMessage, { type: 'move' }>) {
    const { clientMoveId } = message;
    if (member.seat === null) {
      return this.send({
        type: 'rejected',
        clientMoveId,
        error: { code: 'not-seated', message: 'this connection holds no seat: it can only watch' },
      });
    }
    let result: Awaited<ReturnType<LiveTable['play']>>;
    try {
      result = await table.play(member.seat, clientMoveId, message.expectedSeq, message.move, (seq) =>
        this.send({ type: 'ack', clientMoveId, seq }),
      );
    } catch (error) {
      // The store failed (a database restart): whether the move was stored is unknown, so the
      // client sends it again with the same id, which stores it once at most.
      this.ctx.log.warn({ err: String(error), clientMoveId }, 'move not stored');
      return this.send({
        type: 'rejected',
        clientMoveId,
        error: {
          code: 'internal',
          message: 'the move could not be stored just now: send it again with the same clientMoveId',
        },
      });
    }
    switch (result.kind) {
      case 'stored':
        return;
      case 'duplicate':
        // The move was stored before (its answer was lost): the same answer, and the game as it is now.
        this.send({ type: 'ack', clientMoveId, seq: result.seq });
        return this.resync(table, member);
      case 'stale':
        this.send({
          type: 'rejected',
          clientMoveId,
          error: { code: 'stale-seq', message: `the game is no longer at seq ${message.expectedSeq}` },
        });
        return this.resync(table, member);
      case 'refused':
        return this.send({ type: 'rejected', clientMoveId, error: result.error });
    }
  }

  private async resync(table: LiveTable, member: Member): Promise<void> {
    await table.exclusive(async () => table.sendState(member, 'resync'));
  }

  private send(message: ServerMessage): void {
    this.sendRaw(encode(message));
  }

  private sendRaw(text: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  /**
   * Once the address has spent its join attempts, a credential this node does not already know is
   * refused at once until the minute is over: no store read per guess, and no `bad-credential` that
   * would tell a guess from a seat not yet seen here. A known credential (a player reconnecting, in a
   * school behind one address) still gets in. Closed as a rate refusal, so clients retry later.
   */
  private async refusedForGuessing(): Promise<boolean> {
    const spent = await this.ctx.joinLimiter.get(this.address);
    if (!spent || spent.consumedPoints < this.ctx.joinLimiter.points) return false;
    this.sendError({
      code: 'rate-limited',
      message: 'too many bad credentials from this address: try again later',
    });
    this.close(CLOSE_CODES.flood, 'too many bad credentials');
    return true;
  }

  private sendError(error: ErrorBody): void {
    this.send({ type: 'error', error });
  }

  private close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(code, reason);
  }
}
