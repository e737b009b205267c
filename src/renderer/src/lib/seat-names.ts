/**
 * Computer players all arrive named after their level ("Computer (easy)"), so three easy computers
 * at one table could not be told apart in the piles, the log or the end screen. Repeated names get a
 * number in seat order ("Computer (easy) 1", "Computer (easy) 2"); unique names are left alone.
 */
export function distinctSeatNames<T extends { name: string }>(seats: readonly T[]): T[] {
  const count = new Map<string, number>()
  for (const s of seats) count.set(s.name, (count.get(s.name) ?? 0) + 1)
  const seen = new Map<string, number>()
  return seats.map((s) => {
    if ((count.get(s.name) ?? 0) < 2) return s
    const n = (seen.get(s.name) ?? 0) + 1
    seen.set(s.name, n)
    return { ...s, name: `${s.name} ${n}` }
  })
}
