import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { JOIN_CODE_LIFETIME_MS, JOIN_RATE } from '../../../src/main/services/join-codes'
import { SeatsService } from '../../../src/main/services/seats'
import { JOIN_CODE_ALPHABET, JoinCodeSchema, formatJoinCode } from '../../../src/shared/api'

/** Issue #24's short join codes: every rule in src/main/services/join-codes.ts, on a clock of our own. */
function setup(): { seats: SeatsService; clock: { t: number } } {
  const clock = { t: 1_000_000 }
  return { seats: new SeatsService(() => clock.t), clock }
}

/** A code of the alphabet that is none of the live ones. */
function wrong(...live: string[]): string {
  let c = 'ZZZZZZ'
  while (live.includes(c))
    c = c.replace(/./, (ch) => JOIN_CODE_ALPHABET[(JOIN_CODE_ALPHABET.indexOf(ch) + 1) % 32]!)
  return c
}

describe('a join code', () => {
  it('is 6 characters of the 32 unambiguous ones, one live code per seat, distinct', () => {
    const { seats } = setup()
    expect(JOIN_CODE_ALPHABET).toHaveLength(32)
    expect(JOIN_CODE_ALPHABET).not.toMatch(/[0O1I]/)
    const codes = new Set<string>()
    for (let s = 0; s < 8; s++) {
      const c = seats.codes.issue(seats.issue('g1', s))!
      expect(c.code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/)
      codes.add(c.code)
    }
    expect(codes.size).toBe(8)
    const a = seats.issue('g1', 0)
    expect(seats.codes.issue(a)).toEqual(seats.codes.codeOf(a))
  })

  it('gives its seat once, then fails: a used code is dead', () => {
    const { seats } = setup()
    const a = seats.issue('g1', 0)
    const { code } = seats.codes.issue(a)!
    expect(seats.codes.redeem(code, '10.0.0.5')).toEqual({ ok: true, grant: a })
    expect(seats.codes.redeem(code, '10.0.0.5')).toEqual({ ok: false, why: 'unknown' })
    expect(seats.codes.codeOf(a)).toBeNull()
  })

  it('a guess fails and changes nothing: the live codes still work, the tokens are the same', () => {
    const { seats } = setup()
    const a = seats.issue('g1', 0)
    const b = seats.issue('g1', 1)
    const ca = seats.codes.issue(a)!.code
    const cb = seats.codes.issue(b)!.code
    expect(seats.codes.redeem(wrong(ca, cb), '10.0.0.9')).toEqual({ ok: false, why: 'unknown' })
    expect(seats.codes.size.codes).toBe(2)
    expect(seats.size).toBe(2)
    expect(seats.codes.redeem(cb, '10.0.0.5')).toEqual({ ok: true, grant: b })
    expect(seats.codes.redeem(ca, '10.0.0.5')).toEqual({ ok: true, grant: a })
  })

  it('expires after 5 minutes; asking again gives a new one', () => {
    const { seats, clock } = setup()
    const a = seats.issue('g1', 0)
    const first = seats.codes.issue(a)!
    expect(first.expiresAt).toBe(clock.t + JOIN_CODE_LIFETIME_MS)
    clock.t += JOIN_CODE_LIFETIME_MS
    expect(seats.codes.redeem(first.code, '10.0.0.5')).toEqual({ ok: false, why: 'unknown' })
    expect(seats.codes.codeOf(a)).toBeNull()
    const second = seats.codes.issue(a)!
    expect(second.code).not.toBe(first.code)
    expect(seats.codes.redeem(second.code, '10.0.0.5')).toEqual({ ok: true, grant: a })
  })

  it('dies when a phone joins the seat (none again for that token) and when the token is revoked', () => {
    const { seats } = setup()
    const a = seats.issue('g1', 0)
    const b = seats.issue('g1', 1)
    const ca = seats.codes.issue(a)!.code
    const cb = seats.codes.issue(b)!.code
    seats.codes.spend(a)
    expect(seats.codes.issue(a)).toBeNull()
    expect(seats.codes.redeem(ca, '10.0.0.5').ok).toBe(false)
    seats.revokeGame('g1', 'game-over')
    expect(seats.codes.redeem(cb, '10.0.0.5').ok).toBe(false)
    expect(seats.codes.size.codes).toBe(0)
  })

  it('trips the per-address limit: the 6th try in a row is refused, even with the right code', () => {
    const { seats, clock } = setup()
    const a = seats.issue('g1', 0)
    const { code } = seats.codes.issue(a)!
    const guess = wrong(code)
    for (let i = 0; i < JOIN_RATE.perClient.burst; i++)
      expect(seats.codes.redeem(guess, '10.0.0.9')).toEqual({ ok: false, why: 'unknown' })
    expect(seats.codes.redeem(code, '10.0.0.9')).toEqual({ ok: false, why: 'rate_limited' })
    // Another address is not held up by it, and the code still works there.
    expect(seats.codes.redeem(code, '10.0.0.5')).toEqual({ ok: true, grant: a })
    // One try more every 10 s.
    clock.t += 10_000
    expect(seats.codes.redeem(guess, '10.0.0.9').ok).toBe(false)
    expect(seats.codes.redeem(guess, '10.0.0.9')).toEqual({ ok: false, why: 'rate_limited' })
  })

  it('trips the global limit: 20 tries from many addresses, then every address waits', () => {
    const { seats, clock } = setup()
    const a = seats.issue('g1', 0)
    const { code } = seats.codes.issue(a)!
    const guess = wrong(code)
    for (let i = 0; i < JOIN_RATE.global.burst; i++)
      expect(seats.codes.redeem(guess, `10.0.1.${i}`)).toEqual({ ok: false, why: 'unknown' })
    expect(seats.codes.redeem(code, '10.0.2.1')).toEqual({ ok: false, why: 'rate_limited' })
    clock.t += 3_000
    expect(seats.codes.redeem(code, '10.0.2.1')).toEqual({ ok: true, grant: a })
  })

  it('remembers a bounded number of addresses', () => {
    const { seats, clock } = setup()
    for (let i = 0; i < 3000; i++) {
      seats.codes.redeem('ZZZZZZ', `10.${i >> 8}.${i & 255}.1`)
      clock.t += 3_000
    }
    expect(seats.codes.size.clients).toBeLessThanOrEqual(1024)
  })
})

describe('JoinCodeSchema', () => {
  it('takes what a person types: lower case, spaces, a dash', () => {
    expect(v.parse(JoinCodeSchema, ' k7m-q4p ')).toBe('K7MQ4P')
    expect(v.parse(JoinCodeSchema, formatJoinCode('K7MQ4P'))).toBe('K7MQ4P')
  })

  it('refuses the wrong length, characters outside the alphabet, and long input unread', () => {
    for (const bad of [
      'K7MQ4',
      'K7MQ4PP',
      'K7MQ40',
      'K7MQ4O',
      'K7MQ41',
      'K7MQ4I',
      'K7MQ4!',
      'x'.repeat(10_000),
      7,
    ])
      expect(v.safeParse(JoinCodeSchema, bad).success).toBe(false)
  })
})
