import { defineConfig } from 'drizzle-kit'

// Migrations are generated from the schema and committed; `server/db/migrate.ts` applies them
// at start on PGlite or PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
})
