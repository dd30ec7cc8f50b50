/**
 * `npm run storage:migrate`: copies the local file store ($DATA_DIR/files) to the S3 bucket of
 * the S3_* settings and checks every file's sha256 there (apps/server/src/storage/migrate-to-s3.ts).
 * Exits with 1 when a file does not match its name; safe to run again.
 */
import { runStorageMigration } from '../src/storage/migrate-to-s3';

const code = await runStorageMigration(process.env, (line) => process.stdout.write(`${line}\n`));
// The S3 client keeps its connections open: end here rather than wait for them.
process.exit(code);
