/**
 * Issue 20: is the page's main thread blocked while coco-ssd checks for a person? The page records its
 * long tasks (over 50 ms, PerformanceObserver 'longtask') and each coco-ssd check, which the watcher
 * marks as a performance measure (COCO_MEASURE in src/renderer/src/camera/watcher.svelte.ts).
 */
import type { Page } from '@playwright/test'

/** The watcher's measure name (kept in step with watcher.svelte.ts, which a test cannot import). */
const COCO_MEASURE = 'tc:coco-check'

/**
 * The most of a check's time one main-thread task may hold the thread. With coco-ssd on the page's
 * thread each check was one task: the page was blocked for all of it (1.0; 400-2,100 ms a check on
 * this shared 2-core machine at load 30, wasm backend). In its worker the longest block was 0.10 of a
 * check (21-198 ms: the tail of the watcher's own frame task, while the check took 840-2,540 ms). A
 * share rather than milliseconds: both figures stretch alike with the machine's load, so an absolute
 * bound either misses the old code on a fast machine or fails the new one on a busy one.
 */
export const MAX_BLOCKED_SHARE = 0.5

interface Span {
  start: number
  end: number
}

interface Recorded {
  tasks: Span[]
  checks: Span[]
}

/** Before the page loads: keep every long task and every coco-ssd check from then on. */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript((measure) => {
    const rec: Recorded = { tasks: [], checks: [] }
    ;(window as unknown as { tcLongTasks: Recorded }).tcLongTasks = rec
    const span = (e: PerformanceEntry): Span => ({ start: e.startTime, end: e.startTime + e.duration })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) rec.tasks.push(span(e))
    }).observe({ type: 'longtask' })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === measure) rec.checks.push(span(e))
    }).observe({ type: 'measure' })
  }, COCO_MEASURE)
}

export interface MainThreadFigures {
  /** coco-ssd checks since the page loaded. */
  checks: number
  /** The median check, in ms. */
  medianCheck: number
  /** The longest time one task held the page's thread during a check, in ms (0: none over 50 ms). */
  longestBlock: number
  /** The largest share of a check's time that one task held the page's thread (0 to 1). */
  blockedShare: number
  /** The longest main-thread task since the page loaded, in ms. */
  longest: number
}

export async function mainThreadFigures(page: Page): Promise<MainThreadFigures> {
  const rec = await page.evaluate(() => (window as unknown as { tcLongTasks: Recorded }).tcLongTasks)
  const len = (s: Span): number => s.end - s.start
  /**
   * How long a task held the thread while the check was under way. Not the task's whole length: the
   * task that takes the worker's answer starts a moment before the check's end is marked and then
   * goes on with the snapshot, which is the page's own work, not coco-ssd's.
   */
  const overlap = (t: Span, c: Span): number =>
    Math.max(0, Math.min(t.end, c.end) - Math.max(t.start, c.start))
  const blocks = rec.checks.map((c) => Math.max(0, ...rec.tasks.map((t) => overlap(t, c))))
  const shares = rec.checks.map((c, i) => (len(c) > 0 ? blocks[i]! / len(c) : 0))
  const sorted = rec.checks.map(len).sort((a, b) => a - b)
  return {
    checks: rec.checks.length,
    medianCheck: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    longestBlock: Math.round(Math.max(0, ...blocks)),
    blockedShare: Math.round(Math.max(0, ...shares) * 100) / 100,
    longest: Math.round(Math.max(0, ...rec.tasks.map(len))),
  }
}
