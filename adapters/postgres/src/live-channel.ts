/**
 * The NOTIFY channel that carries live events between API processes. NOTIFY reaches every session of the
 * database, and the test suites share one database with a schema each, so every schema gets its own channel.
 */
export const liveChannel = (schema: string): string => (schema === "public" ? "iw_live" : `iw_live_${schema}`.slice(0, 63))
