import { describe, it } from 'vitest'
import { propertyGames } from './property'

describe('Now you see me — property: 3 players', () => {
  it("2,000 seeded random games with 0 invariant violations (every seat's view after every move)", () => {
    propertyGames(3, 2000)
  })
})
