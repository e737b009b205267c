import { describe, expect, it } from 'vitest'
import { SEAT_RATE, SeatsService } from '../../../src/main/services/seats'

describe('SeatsService', () => {
  it('issues one 256-bit base64url token per seat, the same one until it is revoked', () => {
    const seats = new SeatsService()
    const a = seats.issue('g1', 0)
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32)
    expect(seats.issue('g1', 0)).toBe(a)
    const tokens = new Set(Array.from({ length: 200 }, (_, i) => seats.issue(`g${i}`, i % 8).token))
    expect(tokens.size).toBe(200)
    expect(seats.issue('g1', 1).token).not.toBe(a.token)
  })

  it('resolves a token only to its own seat, and nothing once revoked', () => {
    const seats = new SeatsService()
    const a = seats.issue('g1', 0)
    const b = seats.issue('g1', 1)
    const c = seats.issue('g2', 0)
    expect(seats.resolve(a.token)).toBe(a)
    expect(seats.resolve(b.token)).toBe(b)
    expect(seats.resolve(c.token)).toBe(c)
    expect(seats.resolve(a.token.slice(0, -1))).toBeNull()
    expect(seats.resolve('')).toBeNull()
    const ended: string[] = []
    seats.onRevoke((g, why) => ended.push(`${g.sessionId}/${g.seat}:${why}`))
    seats.revokeGame('g1', 'game-over')
    expect(ended).toEqual(['g1/0:game-over', 'g1/1:game-over'])
    expect(seats.resolve(a.token)).toBeNull()
    expect(seats.isLive(a)).toBe(false)
    expect(seats.isLive(c)).toBe(true)
    // A new token for a seat is a new grant: the old one stays dead.
    const again = seats.issue('g1', 0)
    expect(again.token).not.toBe(a.token)
    expect(seats.isLive(a)).toBe(false)
  })

  it('holds a seat for a phone from its join until the token ends, not while a code is merely shown', () => {
    const seats = new SeatsService()
    const a = seats.issue('g1', 0)
    expect(seats.heldByPhone('g1', 0)).toBe(false)
    seats.markHeld(a)
    expect(seats.heldByPhone('g1', 0)).toBe(true)
    expect(seats.heldByPhone('g1', 1)).toBe(false)
    expect(seats.heldByPhone('g2', 0)).toBe(false)
    // Handed back: the seat is the screen's; a new phone's token holds nothing until it joins.
    seats.revokeSeat('g1', 0, 'removed')
    expect(seats.heldByPhone('g1', 0)).toBe(false)
    seats.issue('g1', 0)
    expect(seats.heldByPhone('g1', 0)).toBe(false)
    // A grant revoked earlier cannot hold the seat's new token.
    seats.markHeld(a)
    expect(seats.heldByPhone('g1', 0)).toBe(false)
  })

  it('allows a burst, then refills at its rate', () => {
    let now = 0
    const seats = new SeatsService(() => now)
    const a = seats.issue('g', 0)
    let allowed = 0
    for (let i = 0; i < SEAT_RATE.burst * 2; i++) if (seats.take(a)) allowed++
    expect(allowed).toBe(SEAT_RATE.burst)
    now += 1000
    allowed = 0
    for (let i = 0; i < SEAT_RATE.burst; i++) if (seats.take(a)) allowed++
    expect(allowed).toBe(SEAT_RATE.perSecond)
    seats.revokeSeat('g', 0, 'removed')
    now += 60_000
    expect(seats.take(a)).toBe(false)
  })
})
