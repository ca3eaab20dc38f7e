import type { Kysely, Migration, MigrationProvider } from 'kysely';

/**
 * The schema, written to run unchanged on SQLite and PostgreSQL: integers and bigints, JSON as
 * text, plain indexes, nothing dialect-specific. Never edit a released migration: add one.
 */
const migrations: Record<string, Migration> = {
  '0001_tables_and_steps': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tables')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('game', 'varchar(32)', (c) => c.notNull())
        .addColumn('options', 'text', (c) => c.notNull())
        .addColumn('seed', 'varchar(64)', (c) => c.notNull())
        .addColumn('seats', 'text', (c) => c.notNull())
        .addColumn('host_token_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('code', 'varchar(16)')
        .addColumn('status', 'varchar(16)', (c) => c.notNull())
        .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      // Several NULL codes are allowed by both SQLite and PostgreSQL: only live codes are unique.
      await db.schema.createIndex('tables_code').unique().on('tables').column('code').execute();
      await db.schema
        .createIndex('tables_status_updated')
        .on('tables')
        .columns(['status', 'updated_at'])
        .execute();
      await db.schema
        .createTable('steps')
        .addColumn('table_id', 'varchar(32)', (c) => c.notNull().references('tables.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('step', 'text', (c) => c.notNull())
        .addColumn('client_move_id', 'varchar(64)')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('steps_pk', ['table_id', 'seq'])
        .execute();
      await db.schema
        .createIndex('steps_client_move')
        .unique()
        .on('steps')
        .columns(['table_id', 'client_move_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('steps').execute();
      await db.schema.dropTable('tables').execute();
    },
  },
  // Turn clocks live with the table, so that whichever node runs it goes on with the same clock.
  '0002_turn_deadlines': {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('tables').addColumn('deadlines', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('tables').dropColumn('deadlines').execute();
    },
  },
  // Lobby changes take turns through a compare-and-set on a version (two nodes within the same
  // milliseconds), and a table has at most one rematch (two nodes asked at once).
  '0003_lobby_version_and_rematch': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('tables')
        .addColumn('lobby_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('tables').addColumn('rematch_of', 'varchar(32)').execute();
      await db.schema.createIndex('tables_rematch_of').unique().on('tables').column('rematch_of').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('tables_rematch_of').execute();
      await db.schema.alterTable('tables').dropColumn('rematch_of').execute();
      await db.schema.alterTable('tables').dropColumn('lobby_version').execute();
    },
  },
  '0004_classes': {
    async up(db: Kysely<unknown>) {
      // A class session: its groups, pupils (first names and credential hashes) and rounds as JSON,
      // written by compare-and-set on `version`; its tables are ordinary tables (listed in `data`).
      await db.schema
        .createTable('classes')
        .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
        .addColumn('code', 'varchar(16)', (c) => c.notNull())
        .addColumn('teacher_token_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('classes_code').unique().on('classes').column('code').execute();
      await db.schema.createIndex('classes_expires').on('classes').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('classes').execute();
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
