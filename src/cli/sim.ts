import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { GAME_MODULES, invariantsOf } from '../shared/games/all'
import { GAME_INFO } from '../shared/games/registry'
import { isRuleError } from '../shared/engine/errors'
import { Rng } from '../shared/engine/rng'
import { runGame } from '../shared/engine/runner'
import type { Bot, GameId } from '../shared/engine/types'

const USAGE =
  'usage: sim --game sneak-peek|sleek-seek|s-head|now-you-see-me --players N --games G --seed S ' +
  '--bots b1,b2,... [--rules rulebook|popular] [--json]'

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`)
  process.exit(2)
}

function options(): {
  game: GameId
  players: number
  games: number
  seed: string
  bots: string[]
  rules: string
  json: boolean
} {
  let values
  try {
    ;({ values } = parseArgs({
      options: {
        game: { type: 'string' },
        players: { type: 'string' },
        games: { type: 'string', default: '100' },
        seed: { type: 'string', default: 'sim' },
        bots: { type: 'string' },
        rules: { type: 'string', default: 'rulebook' },
        json: { type: 'boolean', default: false },
      },
      strict: true,
    }))
  } catch (e) {
    fail((e as Error).message)
  }
  const game = values.game as GameId
  if (!game || !(game in GAME_MODULES)) fail(`--game must be one of ${Object.keys(GAME_MODULES).join(', ')}`)
  const module = GAME_MODULES[game]
  const players = Number(values.players ?? GAME_INFO[game].players[0])
  if (
    !Number.isInteger(players) ||
    players < module.engine.minPlayers ||
    players > module.engine.maxPlayers
  ) {
    fail(`--players must be ${module.engine.minPlayers} to ${module.engine.maxPlayers} for ${game}`)
  }
  const games = Number(values.games)
  if (!Number.isInteger(games) || games < 1) fail('--games must be a positive whole number')
  const list = (values.bots ?? 'random').split(',').map((b) => b.trim())
  for (const b of list)
    if (!(b in module.bots)) fail(`unknown bot "${b}"; ${game} has ${Object.keys(module.bots).join(', ')}`)
  // One name for every seat, or one per seat.
  const bots = list.length === 1 ? Array.from({ length: players }, () => list[0] as string) : list
  if (bots.length !== players) fail(`--bots needs 1 or ${players} names`)
  if (values.rules !== 'rulebook' && values.rules !== 'popular') fail('--rules must be rulebook or popular')
  return {
    game,
    players,
    games,
    seed: values.seed ?? 'sim',
    bots,
    rules: values.rules,
    json: values.json ?? false,
  }
}

function main(): void {
  const o = options()
  const module = GAME_MODULES[o.game]
  const engine = module.engine as unknown as Parameters<typeof runGame>[0]['engine']
  const inv = invariantsOf(o.game)
  const rules = o.game === 's-head' ? { preset: o.rules } : {}
  const seats = o.bots.map((bot, seat) => ({ seat, bot, wins: 0, losses: 0, place: 0, score: 0 }))
  let unfinished = 0
  let violations = 0
  let moves = 0
  const examples: string[] = []
  const note = (problems: string[]): void => {
    violations += problems.length
    for (const p of problems) if (examples.length < 10) examples.push(p)
  }
  const t0 = performance.now()
  for (let g = 0; g < o.games; g++) {
    const seed = `${o.seed}:${g}`
    const rng = new Rng(`${seed}:illegal`)
    const factories = module.bots as unknown as Record<
      string,
      (seat: number, seed: string) => Bot<unknown, unknown>
    >
    const bots = o.bots.map((b, seat) =>
      (factories[b] as (s: number, sd: string) => Bot<unknown, unknown>)(seat, `${seed}:bot:${seat}`),
    )
    const played = runGame({
      engine,
      setup: { players: o.players, seed, rules },
      bots,
      maxMoves: 20_000,
      onMove: (_before, after, seat) => {
        note(inv.checkState(after))
        for (let s = -1; s < o.players; s++) {
          const viewer = s < 0 ? null : s
          note(inv.checkView(after, viewer, engine.view(after, viewer)))
        }
        // Every tenth move, offer moves the rules forbid: each must be refused with a RuleError.
        if (rng.int(10) === 0) {
          for (const bad of inv.sampleIllegalMoves(after, seat, rng)) {
            try {
              engine.apply(after, seat, bad)
              note([`illegal move accepted in game ${g}: ${JSON.stringify(bad)}`])
            } catch (e) {
              if (!isRuleError(e)) note([`illegal move crashed the engine in game ${g}: ${String(e)}`])
            }
          }
        }
      },
    })
    moves += played.moves.length
    if (played.unfinished) {
      unfinished++
      continue
    }
    for (const r of engine.result(played.state)) {
      const s = seats[r.seat]
      if (!s) continue
      s.place += r.place
      s.score += r.score
      if (r.place === 1) s.wins++
      // S-head: the loser is the S-head (last place); elsewhere anyone who did not win.
      if (o.game === 's-head' ? r.place === o.players : r.place !== 1) s.losses++
    }
  }
  const seconds = (performance.now() - t0) / 1000
  const finished = o.games - unfinished
  const extra = o.game === 'now-you-see-me' ? 'meanScore' : o.game === 's-head' ? null : 'meanCards'
  const out = {
    game: o.game,
    players: o.players,
    games: o.games,
    seed: o.seed,
    rules: o.game === 's-head' ? o.rules : undefined,
    seconds: Number(seconds.toFixed(3)),
    gamesPerSecond: Number((o.games / seconds).toFixed(1)),
    movesPerSecond: Math.round(moves / seconds),
    seats: seats.map((s) => ({
      seat: s.seat,
      bot: s.bot,
      wins: s.wins,
      losses: s.losses,
      meanPlace: finished ? Number((s.place / finished).toFixed(3)) : null,
      ...(extra ? { [extra]: finished ? Number((s.score / finished).toFixed(3)) : null } : {}),
    })),
    unfinished,
    invariantViolations: violations,
    ...(examples.length ? { violationExamples: examples } : {}),
  }
  if (o.json) {
    console.log(JSON.stringify(out))
    return
  }
  console.log(
    `${GAME_INFO[o.game].title}: ${o.games} games, ${o.players} players, seed ${o.seed} — ${out.gamesPerSecond} games/s`,
  )
  for (const s of out.seats) {
    console.log(
      `  seat ${s.seat} ${s.bot.padEnd(7)} wins ${s.wins}  losses ${s.losses}  mean place ${s.meanPlace}`,
    )
  }
  console.log(`  unfinished ${unfinished}, invariant violations ${violations}`)
  for (const e of examples) console.log(`  ! ${e}`)
}

main()
