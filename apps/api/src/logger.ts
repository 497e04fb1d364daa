import type { Logger, RequestLogEntry } from "@iw/http-express"
import pino from "pino"

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/**
 * The server's one structured log (pino, JSON lines on stdout): a line per request (method, route pattern, status,
 * time, member or staff id, request id), malformed input at warn without a stack, server faults at error. Nothing
 * that could carry a secret is a field: routes are patterns, never URLs with their query; headers are not logged;
 * and `password`, `token`, `code`, `otp` and `authorization` anywhere in a detail are censored.
 */
export const makeLogger = (level: LogLevel, destination?: pino.DestinationStream) => {
  const root = pino(
    {
      level,
      base: { service: "interworld-api" },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ["password", "token", "accessToken", "code", "otp", "authorization", "*.password", "*.token", "*.accessToken", "*.code", "*.otp", "*.authorization", "headers", "*.headers"],
        censor: "[redacted]"
      }
    },
    destination
  )
  const log: Logger = {
    error: (message, detail) => root.error(detail instanceof Error ? { err: detail } : { detail }, message),
    warn: (message, detail) => root.warn({ ...detail }, message)
  }
  const onRequest = (entry: RequestLogEntry) => {
    const { requestBytes: _bytes, upload: _upload, ...fields } = entry
    root.info(fields, "request")
  }
  return { root, log, onRequest }
}
