import { describe, it } from 'vitest'
import { propertyGames } from './property'

// The 2,000 games for 4 players are split over two files (games 0-999 and 1000-1999) to keep each fast.
describe('Now you see me — property: 4 players, part a', () => {
  it("1,000 of the 2,000 seeded random games with 0 invariant violations (every seat's view after every move)", () => {
    propertyGames(4, 1000, 0)
  })
})
