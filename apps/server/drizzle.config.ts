import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/core/*.tables.ts', './src/modules/*/*.tables.ts'],
  out: './src/migrations',
})
