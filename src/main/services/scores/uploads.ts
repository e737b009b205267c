import { ApiError } from '../../../shared/api'

/**
 * What unfinished import uploads may hold. An export arrives in parts (messages are limited in size)
 * and is kept until its last part arrives, so every byte held waits on a client that may never finish:
 * the caps are for all uploads together, not only for each. docs/architecture.md (Scores) describes them.
 */
export const UPLOAD_LIMITS = {
  /** One file. An export of ~90,000 logged games; the whole file is parsed once it is complete. */
  maxUploadBytes: 64 * 1024 * 1024,
  /** All unfinished uploads together: one file of the largest size and the start of another. */
  maxHeldBytes: 96 * 1024 * 1024,
  /** Uploads under way at once. The page sends one file at a time, its parts one after another. */
  maxOpenUploads: 4,
  /** An upload that gets no part for this long is dropped. */
  idleMs: 2 * 60_000,
} as const

export type UploadLimits = { [K in keyof typeof UPLOAD_LIMITS]: number }

interface Upload {
  /** By index: a part sent again replaces the first, and is counted once. */
  parts: (string | undefined)[]
  received: number
  bytes: number
  at: number
}

/** The memory a string takes in V8: one byte a character, two if any is outside Latin-1. */
function bytesOf(text: string): number {
  return /[\u0100-\uffff]/.test(text) ? text.length * 2 : text.length
}

const mb = (bytes: number): number => Math.round(bytes / (1024 * 1024))

/** The parts of the uploads under way, within UPLOAD_LIMITS. */
export class Uploads {
  private open = new Map<string, Upload>()
  private held = 0
  /** One timer while uploads are open. */
  private sweep: ReturnType<typeof setTimeout> | null = null

  constructor(private readonly limits: UploadLimits = UPLOAD_LIMITS) {}

  /** Bytes held by all unfinished uploads. */
  get heldBytes(): number {
    return this.held
  }

  get openUploads(): number {
    return this.open.size
  }

  /** Adds one part; returns the whole text once every part has arrived, else null. */
  add(id: string, part: number, parts: number, text: string): string | null {
    const now = Date.now()
    this.expire(now)
    if (part >= parts) throw new ApiError('bad_request', 'That part is past the end of the upload.')
    let upload = this.open.get(id)
    if (upload && upload.parts.length !== parts)
      throw new ApiError('bad_request', 'The upload changed its number of parts.')
    if (!upload) {
      if (this.open.size >= this.limits.maxOpenUploads)
        throw new ApiError(
          'unavailable',
          `${this.open.size} imports are already under way; try again when they have finished.`,
        )
      upload = { parts: new Array<string | undefined>(parts), received: 0, bytes: 0, at: now }
      this.open.set(id, upload)
    }
    const previous = upload.parts[part]
    const growth = bytesOf(text) - (previous === undefined ? 0 : bytesOf(previous))
    if (upload.bytes + growth > this.limits.maxUploadBytes) {
      this.drop(id)
      throw new ApiError(
        'too_large',
        `The file is too large to import (at most ${mb(this.limits.maxUploadBytes)} MB).`,
      )
    }
    if (this.held + growth > this.limits.maxHeldBytes) {
      this.drop(id)
      throw new ApiError(
        'unavailable',
        'Other imports under way hold too much memory; try again when they have finished.',
      )
    }
    upload.parts[part] = text
    if (previous === undefined) upload.received++
    upload.bytes += growth
    this.held += growth
    upload.at = now
    if (upload.received < parts) {
      this.scheduleSweep()
      return null
    }
    this.drop(id)
    return upload.parts.join('')
  }

  private drop(id: string): void {
    const upload = this.open.get(id)
    if (!upload) return
    this.held -= upload.bytes
    this.open.delete(id)
  }

  private expire(now: number): void {
    for (const [id, u] of this.open) if (now - u.at > this.limits.idleMs) this.drop(id)
  }

  /** Frees abandoned uploads even if no other part ever comes. */
  private scheduleSweep(): void {
    if (this.sweep) return
    this.sweep = setTimeout(() => {
      this.sweep = null
      this.expire(Date.now())
      if (this.open.size > 0) this.scheduleSweep()
    }, this.limits.idleMs + 1)
    this.sweep.unref?.()
  }
}
