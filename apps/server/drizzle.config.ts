import { defineConfig } from 'drizzle-kit';

// DRIZZLE_OUT lets the drift check generate into a scratch copy instead of the committed folder.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: process.env.DRIZZLE_OUT ?? './drizzle',
  strict: true,
});
