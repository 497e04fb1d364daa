import type { RequestLogEntry } from "@iw/http-express"
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client"

export interface MetricSources {
  readonly pool: () => { readonly total: number; readonly idle: number; readonly waiting: number }
  readonly liveClients: () => number
}

/**
 * Prometheus metrics (prom-client), served at METRICS_PATH: requests and their latency by method, route pattern and
 * status; the database pool; live-channel clients and how late NOTIFY events arrive; upload bytes read; and the
 * process's own (CPU, memory, event loop).
 */
/** How often the event loop's delay is sampled for the metrics. */
export const EVENT_LOOP_SAMPLE_MS = 100

export const makeMetrics = (sources: MetricSources) => {
  const registry = new Registry()
  // The event loop's delay is sampled every 100 ms, not prom-client's default 10 ms: a timer firing 100 times a second
  // cost an idle API process 2% of a core on its own here (it wakes the process each time).
  collectDefaultMetrics({ register: registry, prefix: "iw_", eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS })
  const requests = new Counter({ name: "iw_http_requests_total", help: "HTTP requests answered, by method, route pattern and status", labelNames: ["method", "route", "status"], registers: [registry] })
  const latency = new Histogram({
    name: "iw_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by method and route pattern",
    labelNames: ["method", "route"],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry]
  })
  const uploadBytes = new Counter({ name: "iw_upload_bytes_total", help: "Bytes of multipart upload bodies read, by route pattern", labelNames: ["route"], registers: [registry] })
  new Gauge({ name: "iw_db_pool_connections", help: "Database pool connections, by state (total, idle, waiting queries)", labelNames: ["state"], registers: [registry], collect() {
    const p = sources.pool()
    this.set({ state: "total" }, p.total)
    this.set({ state: "idle" }, p.idle)
    this.set({ state: "waiting" }, p.waiting)
  } })
  new Gauge({ name: "iw_live_clients", help: "Clients connected to the live channel (/ws)", registers: [registry], collect() {
    this.set(sources.liveClients())
  } })
  const notifyLag = new Histogram({ name: "iw_live_notify_lag_seconds", help: "From a world change's commit (its event time) to its arrival by LISTEN in this process", buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5], registers: [registry] })
  return {
    registry,
    onRequest: (entry: RequestLogEntry) => {
      requests.inc({ method: entry.method, route: entry.route, status: String(entry.status) })
      latency.observe({ method: entry.method, route: entry.route }, entry.ms / 1000)
      if (entry.upload && entry.requestBytes > 0) uploadBytes.inc({ route: entry.route }, entry.requestBytes)
    },
    onNotify: (sentAtMs: number) => {
      const lag = (Date.now() - sentAtMs) / 1000
      if (Number.isFinite(lag) && lag >= 0) notifyLag.observe(lag)
    }
  }
}
