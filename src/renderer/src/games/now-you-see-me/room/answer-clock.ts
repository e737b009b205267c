/**
 * The room's answering time (issue 22, item 6). The rules set no limit on answering, so this is a
 * sand timer for the room, not a rule: when it runs out the room hears "time is up" and nothing is
 * refused. Its start is kept per round, so a table shown again after a pass screen keeps counting.
 */
export const ROOM_ANSWER_MS = 30_000

const started = new Map<string, number>()

/** The local time (performance.now) at which answering for `key` ends. */
export function answerEnd(key: string, now: number): number {
  let at = started.get(key)
  if (at === undefined) {
    at = now
    started.set(key, at)
    // Only the rounds of the current game matter; keep the map small.
    if (started.size > 64) started.delete(started.keys().next().value as string)
  }
  return at + ROOM_ANSWER_MS
}
