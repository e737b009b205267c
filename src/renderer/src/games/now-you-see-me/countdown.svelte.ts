/**
 * A countdown to a game-clock deadline: the snapshot says how far away it was when taken
 * (deadline - clockMs); it runs on from there with the local clock.
 */
export class Countdown {
  left = $state(0)
  private end = 0
  private timer: ReturnType<typeof setInterval> | null = null

  start(remainingMs: number): void {
    this.stop()
    this.end = performance.now() + Math.max(0, remainingMs)
    this.tick()
    this.timer = setInterval(() => this.tick(), 100)
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    this.left = 0
  }

  private tick(): void {
    this.left = Math.max(0, this.end - performance.now())
    if (this.left === 0) this.stop()
  }

  /** Whole seconds left, rounded up, as people count. */
  get seconds(): number {
    return Math.ceil(this.left / 1000)
  }
}
