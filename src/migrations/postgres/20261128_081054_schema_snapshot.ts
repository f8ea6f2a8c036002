import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'

/**
 * No change to the database: the migrations before this one were written side by side, each from the
 * same earlier snapshot, and together they already make this schema. This migration's snapshot (the
 * .json beside it) is the whole schema, so the next `payload migrate:create` compares against all of them.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
