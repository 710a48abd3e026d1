import { defineConfig } from 'drizzle-kit';

/** drizzle-kit config: `npm run db:generate -w @storefront/mock-api` writes SQL migrations. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
