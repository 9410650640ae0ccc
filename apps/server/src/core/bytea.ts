import { customType } from 'drizzle-orm/pg-core'

/** Raw bytes; PGlite hands back a Uint8Array and node-postgres a Buffer, the app always sees a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})
