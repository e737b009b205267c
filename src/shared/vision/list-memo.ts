/**
 * A memory of values computed from lists of pixel indices, keyed by the list's exact contents in order.
 * A split describes the same part many times over (a merged cut is described before it is grown, k-means
 * from other seeds or counts reaches a part it has already found); describing it once gives the same
 * features, because the description depends only on the list.
 */
export class ListMemo<T> {
  private readonly byHash = new Map<number, { list: Int32Array; value: T }[]>()

  /** The value remembered for a list with these contents, or `make()` remembered now. */
  get(list: Int32Array, make: () => T): T {
    const h = hashOf(list)
    const bucket = this.byHash.get(h)
    const hit = bucket?.find((e) => sameList(e.list, list))
    if (hit) return hit.value
    const value = make()
    if (bucket) bucket.push({ list, value })
    else this.byHash.set(h, [{ list, value }])
    return value
  }
}

/** FNV-1a over the list's values and its length. */
function hashOf(list: Int32Array): number {
  let h = 0x811c9dc5 ^ list.length
  for (let k = 0; k < list.length; k++) h = Math.imul(h ^ list[k]!, 0x01000193)
  return h >>> 0
}

export function sameList(a: Int32Array, b: Int32Array): boolean {
  if (a.length !== b.length) return false
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false
  return true
}
