/**
 * pg-boss keeps its tables in this schema of the app's database. A file of its own so that code
 * which queues jobs (services) and boss.ts (which registers the workers that call those
 * services) need not import each other.
 */
export const BOSS_SCHEMA = 'pgboss';
