import { randomBytes } from 'node:crypto';
import { games, ok } from '@ludimaths/engine';
import type { ClassAction, ClassResults, CreateClassRequest, TeacherView } from '@ludimaths/protocol';
import { CLOSE_CODES, MAX_PUPILS } from '@ludimaths/protocol';
import { encode } from '../socket/outgoing';
import type { ClassData, ClassRow, Store, TableRow } from '../store/store';
import type { Outcome } from '../tables/errors';
import { refuse } from '../tables/errors';
import { gameAndOptions } from '../tables/game-options';
import type { LiveTable, TableChange } from '../tables/live-table';
import { PRESENCE_TTL_MS } from '../tables/presence';
import { hashCredential, newCredential, newJoinCode, newTableId } from '../tables/secrets';
import type { TableService } from '../tables/service';
import { CLASS_CHANGE } from '../tables/service';
import { classResults } from './results';
import { groupSeats, movePupil, regroup, renamedPupil, seatNewcomer, withoutPupil } from './seating';
import { currentRound, pupilView, teacherView } from './views';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** One open class connection: the teacher (pupil null) or a pupil. */
export interface ClassMember {
  readonly pupil: string | null;
  send(text: string): void;
  close?(code: number, reason: string): void;
}

/** Dashboards are sent at most this often: a burst of moves at many tables makes one update. */
const COALESCE_MS = 25;
/**
 * Compare-and-set tries of one class change. A conflict means another node's change was stored, so
 * the class always moves on; but a node taking a crowd's joins can win many times in a row, and three
 * tries ran out (500s) for 4 of 40 pupils joining at once through two nodes.
 */
const MAX_CHANGE_ATTEMPTS = 100;

export { PRESENCE_MS } from '../tables/presence';

/** A class in memory: its stored row, the connections following it and the tables it watches. */
class LiveClass {
  readonly members = new Set<ClassMember>();
  readonly tables = new Map<string, LiveTable>();
  /** Pupils connected to other nodes, by node, with when that node last said so. */
  readonly elsewhere = new Map<string, { pupils: ReadonlySet<string>; at: number }>();
  private tail: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  readonly onTable = (table: LiveTable) => {
    this.tables.set(table.id, table);
    this.changed();
  };

  constructor(public row: ClassRow) {}

  exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(task, task);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Something on the dashboard changed: every member hears of it shortly, once. */
  changed(): void {
    if (this.timer || this.members.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.broadcast();
    }, COALESCE_MS);
    this.timer.unref();
  }

  broadcast(): void {
    let teacher: string | undefined;
    for (const m of this.members) {
      if (m.pupil === null) {
        teacher ??= encode({ type: 'class', view: this.teacherView() });
        m.send(teacher);
      } else m.send(encode({ type: 'class', view: pupilView(this.row, m.pupil) }));
    }
  }

  /** The pupils connected to this node. */
  localPupils(): Set<string> {
    const pupils = new Set<string>();
    for (const m of this.members) if (m.pupil !== null) pupils.add(m.pupil);
    return pupils;
  }

  teacherView(): TeacherView {
    const pupils = this.localPupils();
    for (const node of this.elsewhere.values()) for (const p of node.pupils) pupils.add(p);
    return teacherView(this.row, { pupils, tables: this.tables });
  }

  /** Pupils the teacher removed lose their connections to the class (on every node). */
  closeRemoved(): void {
    const kept = new Set(this.row.data.pupils.map((p) => p.id));
    for (const m of this.members)
      if (m.pupil !== null && !kept.has(m.pupil)) {
        m.close?.(CLOSE_CODES.badCredential, 'removed from the class');
        this.members.delete(m);
      }
  }

  stop(code: number): void {
    if (this.timer) clearTimeout(this.timer);
    for (const table of this.tables.values()) table.observers.delete(this.onTable);
    for (const m of this.members) m.close?.(code, 'class deleted');
    this.members.clear();
  }
}

export interface ClassServiceOptions {
  readonly retentionDays: number;
  readonly now: () => number;
  /** A uniform integer below `bound` (new groups are shuffled with it). */
  readonly randomIndex: (bound: number) => number;
}

/**
 * Class sessions: created by a teacher, joined by pupils with the class code, played in rounds of
 * ordinary tables (the table service runs them), and deleted with everything in them at the end of
 * their retention or at the teacher's word.
 */
export class ClassService {
  private readonly classes = new Map<string, LiveClass>();
  /** This node, as its presence messages name it. */
  private readonly nodeId = randomBytes(8).toString('base64url');

  constructor(
    private readonly store: Store,
    private readonly tables: TableService,
    private readonly options: ClassServiceOptions,
  ) {
    tables.onClassChange = (id, change) =>
      change.presence ? Promise.resolve(this.heard(id, change.presence)) : this.refresh(id);
  }

  /** Another node said which of a class's pupils are connected to it. */
  private heard(id: string, presence: NonNullable<TableChange['presence']>): void {
    const live = this.classes.get(id);
    if (!live) return;
    live.elsewhere.set(presence.node, { pupils: new Set(presence.pupils), at: this.options.now() });
    live.changed();
  }

  /** Tells the other nodes which pupils of `live` are connected here (nothing on a single node). */
  private tellPresence(live: LiveClass): void {
    const presence = { node: this.nodeId, pupils: [...live.localPupils()] };
    this.tables.announce({ table: `${CLASS_CHANGE}${live.row.id}`, seq: live.row.version, presence });
  }

  /**
   * Every PRESENCE_MS: says again who is connected here (a node that starts, or loads a class,
   * learns it within one period) and forgets nodes that went silent.
   */
  presenceTick(): void {
    const now = this.options.now();
    for (const live of this.classes.values()) {
      if (live.localPupils().size > 0) this.tellPresence(live);
      for (const [node, heard] of live.elsewhere)
        if (now - heard.at > PRESENCE_TTL_MS) {
          live.elsewhere.delete(node);
          live.changed();
        }
    }
  }

  /** Another node changed (or deleted) a class: the copy here reads it again and tells its members. */
  private async refresh(id: string): Promise<void> {
    const live = this.classes.get(id);
    if (!live) return;
    await live.exclusive(async () => {
      const fresh = await this.store.loadClass(id);
      if (!fresh) {
        live.stop(CLOSE_CODES.unknownTable);
        this.classes.delete(id);
        return;
      }
      if (fresh.version <= live.row.version) return;
      live.row = fresh;
      live.closeRemoved();
      await this.watchRound(live);
      live.changed();
    });
  }

  /** Tells the other nodes (if any) that a class changed. */
  private announce(id: string, version: number): void {
    this.tables.announce({ table: `${CLASS_CHANGE}${id}`, seq: version, lobby: true });
  }

  async create(request: CreateClassRequest): Promise<Outcome<{ row: ClassRow; secret: string }>> {
    const checked = gameAndOptions(request.game, request.options, {
      count: request.groupSize,
      code: 'bad-options',
      fill: request.fill,
    });
    if (!checked.ok) return checked;
    const secret = newCredential();
    const now = this.options.now();
    const data: ClassData = {
      game: request.game,
      options: checked.value.options,
      groupSize: request.groupSize,
      fill: request.fill,
      level: request.level ?? 'moyen',
      hints: request.hints ?? false,
      ...(request.turnLimitMs ? { turnLimitMs: request.turnLimitMs } : {}),
      status: 'open',
      phase: 'gathering',
      paused: false,
      pupils: [],
      groups: [],
      waiting: [],
      rounds: [],
    };
    for (let attempt = 0; ; attempt++) {
      const row: ClassRow = {
        id: newTableId(),
        code: newJoinCode(),
        teacherTokenHash: hashCredential(secret),
        version: 0,
        createdAt: now,
        expiresAt: now + this.options.retentionDays * DAY_MS,
        data,
      };
      try {
        await this.store.createClass(row);
        this.classes.set(row.id, new LiveClass(row));
        return ok({ row, secret });
      } catch (error) {
        if (attempt >= 5) throw error; // a code clash: another code
      }
    }
  }

  /** A class by id, from memory or the store (undefined once deleted or expired). */
  async get(id: string): Promise<LiveClass | undefined> {
    let live = this.classes.get(id);
    if (!live) {
      const row = await this.store.loadClass(id);
      if (!row) return undefined;
      live = this.classes.get(id) ?? new LiveClass(row);
      this.classes.set(id, live);
      await this.watchRound(live);
    }
    return live.row.expiresAt <= this.options.now() ? undefined : live;
  }

  /** Who a credential is in this class: its teacher, one of its pupils, or nobody. */
  rights(live: LiveClass, credential: string): { pupil: string | null } | null {
    const hash = hashCredential(credential);
    if (hash === live.row.teacherTokenHash) return { pupil: null };
    const pupil = live.row.data.pupils.find((p) => p.tokenHash === hash);
    return pupil ? { pupil: pupil.id } : null;
  }

  async join(
    code: string,
    name: string,
  ): Promise<Outcome<{ classId: string; pupilId: string; credential: string }>> {
    const id = await this.store.classIdByCode(code);
    const live = id === undefined ? undefined : await this.get(id);
    if (!live) return refuse('unknown-code', `no class has code ${code}`);
    const credential = newCredential();
    const pupilId = randomBytes(6).toString('base64url');
    const joined = await this.change(live, (data) => {
      if (data.status === 'ended') return refuse('class-ended', 'this class session has ended');
      if (data.pupils.length >= MAX_PUPILS)
        return refuse('class-full', `a class seats at most ${MAX_PUPILS} pupils`);
      if (data.expected !== undefined && data.pupils.length >= data.expected)
        return refuse('class-full', `the teacher expects ${data.expected} pupils and all have joined`);
      return ok(seatNewcomer(data, { id: pupilId, name, tokenHash: hashCredential(credential) }));
    });
    return joined.ok ? ok({ classId: live.row.id, pupilId, credential }) : joined;
  }

  /** A teacher's action: checked against the class's state, stored, then carried out on its tables. */
  async act(live: LiveClass, action: ClassAction): Promise<Outcome<TeacherView>> {
    const done = await this.perform(live, action);
    if (!done.ok) return done;
    live.changed();
    return ok(live.teacherView());
  }

  private async perform(live: LiveClass, action: ClassAction): Promise<Outcome<unknown>> {
    const ended = () => refuse('class-ended', 'this class session has ended');
    switch (action.type) {
      case 'start-round':
        return this.startRound(live);
      case 'new-round': {
        const previous = currentRound(live.row);
        const changed = await this.change(live, (data) => {
          if (data.status === 'ended') return ended();
          if (data.phase !== 'playing') return refuse('bad-message', 'no round is being played');
          return ok({ ...regroup(data, action.groups, this.options.randomIndex), paused: false });
        });
        // Games left unfinished stop there: nothing plays on where nobody looks.
        if (changed.ok) await this.pauseTables(live, previous?.tables ?? [], true);
        return changed;
      }
      case 'move':
        return this.change(live, (data) => {
          if (data.status === 'ended') return ended();
          if (data.phase !== 'gathering')
            return refuse('round-running', 'pupils move between rounds: start a new round first');
          if (!data.groups.some((g) => g.includes(action.pupil)))
            return refuse('unknown-pupil', `no pupil ${action.pupil} in this class`);
          const max = games[data.game]?.playerCounts.max ?? 0;
          if ((data.groups[action.group]?.length ?? 0) >= max)
            return refuse(
              'bad-message',
              `group ${action.group + 1} is full: ${data.game} seats ${max} at most`,
            );
          const moved = movePupil(data, action.pupil, action.group);
          return moved ? ok(moved) : refuse('bad-message', `there is no group ${action.group + 1}`);
        });
      case 'expect':
        return this.change(live, (data) =>
          data.status === 'ended' ? ended() : ok({ ...data, expected: action.pupils }),
        );
      case 'remove':
      case 'rename':
        return this.changePupil(live, action);
      case 'pause':
      case 'resume':
      case 'end': {
        const paused = action.type !== 'resume';
        const changed = await this.change(live, (data) => {
          if (data.status === 'ended') return ended();
          return ok({ ...data, paused, ...(action.type === 'end' ? { status: 'ended' as const } : {}) });
        });
        if (changed.ok) await this.pauseTables(live, currentRound(live.row)?.tables ?? [], paused);
        return changed;
      }
    }
  }

  /**
   * Removes or renames a pupil (also once the session ended: an unkind nickname is fixed in the
   * results too), then at their tables: renamed at every table they played, and their seat at the
   * round being played handed to a computer when removed (a finished game's record stays as played).
   */
  private async changePupil(
    live: LiveClass,
    action: Extract<ClassAction, { type: 'remove' | 'rename' }>,
  ): Promise<Outcome<unknown>> {
    const { pupil } = action;
    // Where they sat, read before the change (a removal takes them out of the rounds' seating).
    const rounds = live.row.data.rounds;
    const current = currentRound(live.row);
    const changed = await this.change(live, (data) => {
      if (!data.pupils.some((p) => p.id === pupil))
        return refuse('unknown-pupil', `no pupil ${pupil} in this class`);
      return ok(
        action.type === 'remove' ? withoutPupil(data, pupil) : renamedPupil(data, pupil, action.name),
      );
    });
    if (!changed.ok) return changed;
    for (const round of action.type === 'remove' ? (current ? [current] : []) : rounds) {
      for (const placed of round.tables) {
        const seat = placed.pupils.indexOf(pupil);
        const table = seat < 0 ? undefined : await this.tables.get(placed.id);
        if (!table || (action.type === 'remove' && table.row.status === 'over')) continue;
        const level = live.row.data.level;
        await table.changeSeat(seat, (s) =>
          action.type === 'rename'
            ? { ...s, name: action.name }
            : { name: null, kind: 'computer', level, tokenHash: null },
        );
      }
    }
    return changed;
  }

  /**
   * A round: one table per group. Its tables are stored in the same transaction as the class's
   * compare-and-set, so of two starts at once (two clicks, two nodes) one stores the round and its
   * tables, and the other, reading the class again, finds the round running and stores nothing.
   */
  private startRound(live: LiveClass): Promise<Outcome<unknown>> {
    let tables: TableRow[] = [];
    return this.change(
      live,
      (data) => {
        if (data.status === 'ended') return refuse('class-ended', 'this class session has ended');
        if (data.phase === 'playing') return refuse('round-running', 'a round is being played');
        if (data.groups.length === 0) return refuse('bad-message', 'no pupil has joined yet');
        const game = games[data.game];
        if (!game) return refuse('unknown-game', `unknown game "${data.game}"`);
        const settings = {
          autoStart: false,
          classId: live.row.id,
          hints: data.hints ?? false,
          ...(data.turnLimitMs ? { turnLimitMs: data.turnLimitMs } : {}),
        };
        const placed = data.groups.map((group) => {
          const { seats, pupils } = groupSeats(data, group, game.playerCounts);
          const row = this.tables.seatedRow(
            data.game,
            data.options,
            seats,
            live.row.teacherTokenHash,
            settings,
          );
          return { row, pupils };
        });
        tables = placed.map((p) => p.row);
        const round = { tables: placed.map((p) => ({ id: p.row.id, pupils: p.pupils })) };
        return ok({ ...data, phase: 'playing' as const, paused: false, rounds: [...data.rounds, round] });
      },
      () => tables,
    );
  }

  private async pauseTables(live: LiveClass, placed: readonly { id: string }[], paused: boolean) {
    for (const { id } of placed) {
      const table = await this.tables.get(id);
      if (table && table.row.status === 'playing') await table.setPaused(paused);
      else live.changed();
    }
  }

  /** Applies `update` to the stored class; on a concurrent write (another node), reads it again and retries. */
  private change(
    live: LiveClass,
    update: (data: ClassData) => Outcome<ClassData>,
    /** The new tables `update` seated (a round's), stored with the class. */
    tables: () => readonly TableRow[] = () => [],
  ): Promise<Outcome<unknown>> {
    return live.exclusive(async () => {
      for (let attempt = 0; attempt < MAX_CHANGE_ATTEMPTS; attempt++) {
        const next = update(live.row.data);
        if (!next.ok) return next;
        const saved = await this.save(live, next.value, tables());
        if (saved !== 'conflict') return saved;
        const fresh = await this.store.loadClass(live.row.id);
        if (!fresh) return refuse('unknown-class', 'this class session was deleted');
        live.row = fresh;
      }
      return refuse('internal', 'the class changed too often to store this: try again');
    });
  }

  /**
   * Stores the class's new data (and a round's new tables) if nobody changed it meanwhile, else
   * says `conflict`; the tables start before anyone hears of the change, so a pupil sent to one
   * finds it running.
   */
  private async save(
    live: LiveClass,
    data: ClassData,
    tables: readonly TableRow[] = [],
  ): Promise<Outcome<unknown> | 'conflict'> {
    const row = { ...live.row, data, version: live.row.version + 1 };
    if (!(await this.store.saveClass(row, tables))) return 'conflict';
    live.row = row;
    live.closeRemoved();
    let started: Outcome<unknown> = ok(undefined);
    for (const stored of tables) {
      const table = await this.tables.startSeated(stored);
      if (!table.ok) {
        started = table;
        continue;
      }
      table.value.observers.add(live.onTable);
      live.tables.set(table.value.id, table.value);
    }
    live.changed();
    this.announce(row.id, row.version);
    return started;
  }

  /** Follows the tables of the round being played (after a restart, or a class loaded again). */
  private async watchRound(live: LiveClass): Promise<void> {
    for (const placed of currentRound(live.row)?.tables ?? []) {
      const table = await this.tables.get(placed.id);
      if (!table) continue;
      table.observers.add(live.onTable);
      live.tables.set(table.id, table);
    }
  }

  addMember(live: LiveClass, member: ClassMember): void {
    live.members.add(member);
    live.changed();
    if (member.pupil !== null) this.tellPresence(live);
  }

  removeMember(live: LiveClass, member: ClassMember): void {
    live.members.delete(member);
    live.changed();
    if (member.pupil !== null) this.tellPresence(live);
  }

  /** Sends one member the class as it is now. */
  welcome(live: LiveClass, member: ClassMember): void {
    const view = member.pupil === null ? live.teacherView() : pupilView(live.row, member.pupil);
    member.send(encode({ type: 'class', view }));
  }

  results(live: LiveClass): Promise<ClassResults> {
    return classResults(live.row, (id) => this.tables.get(id));
  }

  /** Every finished game's record, by round and table. */
  async records(live: LiveClass): Promise<{ name: string; record: unknown }[]> {
    const files = [];
    for (const [r, round] of live.row.data.rounds.entries()) {
      for (const [i, placed] of round.tables.entries()) {
        const table = await this.tables.get(placed.id);
        if (table?.row.status === 'over')
          files.push({ name: `round-${r + 1}-table-${i + 1}-${placed.id}.json`, record: table.record() });
      }
    }
    return files;
  }

  /** Deletes a class, its pupils' names, its tables and their steps, now. */
  async delete(id: string): Promise<void> {
    const live = this.classes.get(id);
    const row = live?.row ?? (await this.store.loadClass(id));
    if (!row) return;
    const tableIds = row.data.rounds.flatMap((r) => r.tables.map((t) => t.id));
    await this.store.deleteClass(id, tableIds);
    for (const tableId of tableIds) this.tables.forget(tableId, CLOSE_CODES.unknownTable);
    live?.stop(CLOSE_CODES.unknownTable);
    this.classes.delete(id);
    this.announce(id, -1);
  }

  /** Deletes every class whose retention ran out by `now`; returns how many. */
  async purgeExpired(now = this.options.now()): Promise<number> {
    const ids = await this.store.expiredClassIds(now);
    for (const id of ids) await this.delete(id);
    return ids.length;
  }

  /** Classes nobody follows leave memory (the store keeps them). */
  sweep(): void {
    for (const [id, live] of this.classes)
      if (live.members.size === 0) {
        for (const table of live.tables.values()) table.observers.delete(live.onTable);
        this.classes.delete(id);
      }
  }
}

export type { LiveClass };
