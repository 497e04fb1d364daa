import { collectWalletDeposits, expireInvoices, reconcilePurchases, sweepExpiredLots } from "@iw/core"
import { Effect } from "effect"
import type { Logger } from "@iw/http-express"
import type { AppRuntime } from "./container"

/**
 * Background work of every API process: settle pending purchases the chain confirmed, book invoices that ran
 * out with no hash entered, credit deposits on system-wallet addresses (from the persisted cursor on), and book
 * expired ticket and point lots. Each job is idempotent and locks what it changes, so several processes may
 * run them at once.
 */
export const startJobs = (runtime: AppRuntime, everySeconds: number, log: Logger): (() => void) => {
  if (everySeconds <= 0) return () => undefined
  let running = false
  const tick = async () => {
    if (running) return
    running = true
    try {
      await runtime.runPromise(Effect.all([reconcilePurchases(), expireInvoices(), collectWalletDeposits(), sweepExpiredLots()], { discard: true }))
    } catch (e) {
      log.error("background jobs failed", e)
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), everySeconds * 1000)
  timer.unref()
  return () => clearInterval(timer)
}
