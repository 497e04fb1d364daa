import { DEPOSIT_FAILED_ACTION, STATISTICS_WITHIN_MINUTES, addCstDays, collectWalletDeposits, cstDayOf, expireInvoices, expireListings, reconcilePurchases, runDisplayDay, sweepExpiredLots } from "@iw/core"
import type { Logger } from "@iw/http-express"
import type { AppRuntime } from "./container"

/**
 * Background work of every API process: settle pending purchases the chain confirmed, book invoices that ran
 * out with no hash entered, credit deposits on system-wallet addresses (from the persisted cursor on), and book
 * expired ticket and point lots. Each job is idempotent and locks what it changes, so several processes may
 * run them at once; each runs on its own, so one that fails does not keep the others from running.
 */
export const startJobs = (runtime: AppRuntime, everySeconds: number, log: Logger): (() => void) => {
  if (everySeconds <= 0) return () => undefined
  let running = false
  let adsRanAt = 0
  const tick = async () => {
    if (running) return
    running = true
    try {
      const jobs: ReadonlyArray<readonly [string, () => Promise<unknown>]> = [
        ["reconcilePurchases", () => runtime.runPromise(reconcilePurchases())],
        ["expireInvoices", () => runtime.runPromise(expireInvoices())],
        [
          "collectWalletDeposits",
          async () => {
            const r = await runtime.runPromise(collectWalletDeposits())
            if (r.failed > 0) log.error(`${r.failed} chain deposit(s) could not be credited and were passed over; the audit log has each (${DEPOSIT_FAILED_ACTION})`)
          }
        ],
        ["sweepExpiredLots", () => runtime.runPromise(sweepExpiredLots())],
        ["expireListings", () => runtime.runPromise(expireListings())],
        [
          // AdNet's display job (issue 15): yesterday's and today's CST day, at most every 10 minutes (spec §9
          // statistics); idempotent per ad and day, so every API process may run it.
          "adsDisplayDay",
          async () => {
            if (Date.now() - adsRanAt < STATISTICS_WITHIN_MINUTES * 60_000) return
            adsRanAt = Date.now()
            const today = cstDayOf(new Date())
            await runtime.runPromise(runDisplayDay(addCstDays(today, -1)))
            await runtime.runPromise(runDisplayDay(today))
          }
        ]
      ]
      for (const [name, job] of jobs) {
        try {
          await job()
        } catch (e) {
          log.error(`background job ${name} failed`, e)
        }
      }
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), everySeconds * 1000)
  timer.unref()
  return () => clearInterval(timer)
}
