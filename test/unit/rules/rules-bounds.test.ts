/**
 * Every game's rules have bounds (issue 21, item 6): a rule out of its range or a rule the game does
 * not know is refused with a typed bad_request that names the rule and its range, both through the
 * API (games.start) and by the engine's own setup. Nothing is clamped silently, nothing is internal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServices, type Services } from '../../../src/main/services/app'
import type { GameId } from '../../../src/shared/engine/types'
import { GAME_MODULES } from '../../../src/shared/games/all'
import { isRuleError } from '../../../src/shared/engine/errors'

let services: Services
let playerIds: string[]
beforeAll(async () => {
  services = createServices({
    dbPath: ':memory:',
    mode: 'web',
    version: 'test',
    resourcesDir: '/nonexistent',
  })
  playerIds = []
  for (const name of ['Ann', 'Bob']) {
    const r = await services.hub.handle({ id: 1, method: 'players.create', params: { name } })
    if (r.type !== 'result') throw new Error(JSON.stringify(r))
    playerIds.push((r.result as { id: string }).id)
  }
})
afterAll(() => services.close())

async function start(game: GameId, rules: Record<string, unknown>): Promise<unknown> {
  const seats = playerIds.map((playerId) => ({ kind: 'human', playerId }))
  return services.hub.handle({ id: 7, method: 'games.start', params: { game, seats, rules } })
}

/** [game, rules, what the message must name] */
const BAD: [GameId, Record<string, unknown>, RegExp][] = [
  ['sneak-peek', { revealMs: 1e12 }, /revealMs.*500.*60000/],
  ['sneak-peek', { revealMs: -1 }, /revealMs.*500.*60000/],
  ['sneak-peek', { revealMs: 10 }, /revealMs/],
  ['sneak-peek', { revealMs: 1500.5 }, /revealMs/],
  ['sneak-peek', { revealMs: 'soon' }, /revealMs/],
  ['sneak-peek', { speed: 3 }, /no rule "speed"/],
  ['sleek-seek', { selectMs: 1e12 }, /selectMs.*500.*60000/],
  ['sleek-seek', { selectMs: -1 }, /selectMs/],
  ['sleek-seek', { simultaneousMs: 1e9 }, /simultaneousMs.*0.*2000/],
  ['sleek-seek', { revealMs: 3000 }, /no rule "revealMs"/],
  ['s-head', { preset: 'wild' }, /preset/],
  ['s-head', { tenBurns: 'yes' }, /tenBurns/],
  ['s-head', { dealer: 2 }, /dealer.*0.*1/],
  ['s-head', { dealer: -1 }, /dealer/],
  ['s-head', { jokers: true }, /no rule "jokers"/],
  ['now-you-see-me', { revealMs: 1e12 }, /revealMs.*0.*300000/],
  ['now-you-see-me', { revealMs: -1 }, /revealMs/],
  ['now-you-see-me', { lookMs: 1e12 }, /lookMs/],
  ['now-you-see-me', { actMs: 1e9 }, /actMs.*0.*60000/],
  ['now-you-see-me', { wrongCountChance: 2 }, /wrongCountChance.*0.*1/],
  ['now-you-see-me', { appLeads: 'yes' }, /appLeads/],
  ['now-you-see-me', { wings: 2 }, /no rule "wings"/],
]

describe('rules bounds', () => {
  it.each(BAD)('games.start %s %j is a bad_request naming the rule', async (game, rules, names) => {
    const reply = (await start(game, rules)) as { type: string; error?: { code: string; message: string } }
    expect(reply.type).toBe('error')
    expect(reply.error?.code).toBe('bad_request')
    expect(reply.error?.message).toMatch(names)
  })

  it.each(BAD)(
    'setup of %s refuses %j with a RuleError, never a RangeError or a clamp',
    (game, rules, names) => {
      const engine = GAME_MODULES[game].engine as { setup: (o: object) => unknown }
      let thrown: unknown = null
      try {
        engine.setup({ players: 2, seed: 'x', rules })
      } catch (e) {
        thrown = e
      }
      expect(isRuleError(thrown)).toBe(true)
      expect((thrown as { code: string }).code).toBe('bad-rules')
      expect((thrown as Error).message).toMatch(names)
    },
  )

  it('good rules, defaults and the S-head presets still start', async () => {
    const good: [GameId, Record<string, unknown>][] = [
      ['sneak-peek', {}],
      ['sneak-peek', { revealMs: 500 }],
      ['sleek-seek', { selectMs: 60_000, simultaneousMs: 0 }],
      ['s-head', {}],
      ['s-head', { preset: 'popular' }],
      ['s-head', { preset: 'rulebook', tenBurns: true, dealer: 1 }],
      [
        'now-you-see-me',
        { appLeads: true, physical: false, lookMs: 0, actMs: 0, revealMs: 0, wrongCountChance: 0 },
      ],
      ['now-you-see-me', { physical: true, lookMs: 2000 }],
    ]
    for (const [game, rules] of good) {
      const reply = (await start(game, rules)) as { type: string; result?: { rules: unknown } }
      expect(reply.type, `${game} ${JSON.stringify(rules)}: ${JSON.stringify(reply)}`).toBe('result')
    }
    const popular = GAME_MODULES['s-head'].engine.setup({
      players: 2,
      seed: 'p',
      rules: { preset: 'popular' },
    })
    expect(popular.rules).toEqual({
      preset: 'popular',
      twoResets: true,
      tenBurns: true,
      sevenOrLower: true,
      threeInvisible: true,
      dealer: 0,
    })
    const box = GAME_MODULES['now-you-see-me'].engine.setup({
      players: 2,
      seed: 'b',
      rules: { physical: true, appLeads: true },
    })
    expect(box.rules.appLeads).toBe(false) // the real box: the family's Lead plays it by hand
  })
})
