/**
 * A countdown to a game-clock deadline. The snapshot says how far the deadline was when it was
 * taken (deadline - clockMs); the countdown runs on from there with the local clock.
 */
export class Countdown {
  /** Milliseconds left, 0 when not running. */
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
    if (this.left === 0 && this.timer) {
      clearInterval(this.timer)
      this.timer = null
    }
  }

  /** Whole seconds left, rounded up, as people count down. */
  get seconds(): number {
    return Math.ceil(this.left / 1000)
  }
}
