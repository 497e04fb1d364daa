// The map's live channel is the app's one client of `/ws` (src/lib/live-connection.ts), shared with the member's own topic.
export * from "../../../lib/live-connection"
