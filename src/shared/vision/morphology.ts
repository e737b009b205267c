/** Binary mask operations (1 byte per pixel, 1 = foreground) and connected components. */

/** Whether the machine stores the lowest byte of a word first, as the word-wide passes below assume. */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1

/**
 * The 3x3 dilation (`and` false) or erosion (`and` true) of `mask` four pixels at a time, as 32-bit
 * words: | and & act on each byte of a word alone, so a word's result is the four pixels' results, and
 * a row's neighbours are its bytes shifted by one (the next word's first byte carried in). Null where it
 * does not apply (rows not a whole number of words, a mask not starting on a word, a big-endian machine).
 */
function wordwise(mask: Uint8Array, w: number, h: number, and: boolean): Uint8Array | null {
  if (!LITTLE_ENDIAN || w % 4 !== 0 || mask.byteOffset % 4 !== 0 || h < 2) return null
  const ww = w / 4
  const m = new Uint32Array(mask.buffer, mask.byteOffset, ww * h)
  const tmpBytes = new Uint8Array(mask.length)
  const outBytes = new Uint8Array(mask.length)
  const tmp = new Uint32Array(tmpBytes.buffer)
  const out = new Uint32Array(outBytes.buffer)
  // Beyond the row's ends: nothing for a dilation, the pixel's own neighbour (1) for an erosion, as the
  // byte loops treat the picture's edge.
  const edge = and ? 1 : 0
  for (let y = 0; y < h; y++) {
    const r = y * ww
    let prev = edge << 24
    let cur = m[r]!
    for (let j = 0; j < ww; j++) {
      const next = j + 1 < ww ? m[r + j + 1]! : edge
      const left = (cur << 8) | (prev >>> 24)
      const right = (cur >>> 8) | (next << 24)
      tmp[r + j] = and ? left & cur & right : left | cur | right
      prev = cur
      cur = next
    }
  }
  const n = ww * h
  if (and) {
    for (let j = 0; j < ww; j++) out[j] = tmp[j]! & tmp[j + ww]!
    for (let i = ww; i < n - ww; i++) out[i] = tmp[i - ww]! & tmp[i]! & tmp[i + ww]!
    for (let i = n - ww; i < n; i++) out[i] = tmp[i - ww]! & tmp[i]!
  } else {
    for (let j = 0; j < ww; j++) out[j] = tmp[j]! | tmp[j + ww]!
    for (let i = ww; i < n - ww; i++) out[i] = tmp[i - ww]! | tmp[i]! | tmp[i + ww]!
    for (let i = n - ww; i < n; i++) out[i] = tmp[i - ww]! | tmp[i]!
  }
  return outBytes
}

/**
 * 3x3 dilation (max), separable: a row pass then a column pass, with no per-pixel closures or branches
 * on the operation (this runs several times on every frame; erosion is the same loops with & for |).
 * Four pixels at a time where it can (wordwise).
 */
export function dilate(mask: Uint8Array, w: number, h: number): Uint8Array {
  const fast = wordwise(mask, w, h, false)
  if (fast) return fast
  const tmp = new Uint8Array(mask.length)
  const out = new Uint8Array(mask.length)
  for (let y = 0; y < h; y++) {
    const r = y * w
    tmp[r] = mask[r]! | (w > 1 ? mask[r + 1]! : 0)
    for (let x = 1; x < w - 1; x++) tmp[r + x] = mask[r + x - 1]! | mask[r + x]! | mask[r + x + 1]!
    if (w > 1) tmp[r + w - 1] = mask[r + w - 2]! | mask[r + w - 1]!
  }
  if (h === 1) return tmp
  for (let x = 0; x < w; x++) out[x] = tmp[x]! | tmp[x + w]!
  for (let i = w; i < (h - 1) * w; i++) out[i] = tmp[i - w]! | tmp[i]! | tmp[i + w]!
  for (let i = (h - 1) * w; i < h * w; i++) out[i] = tmp[i - w]! | tmp[i]!
  return out
}

/** `mask` dilated k times: grown by k pixels (the 3x3 square each time); `mask` itself when k is 0. */
export function dilateBy(mask: Uint8Array, k: number, w: number, h: number): Uint8Array {
  let m = mask
  for (let i = 0; i < k; i++) m = dilate(m, w, h)
  return m
}

/** `mask` eroded k times: worn down by k pixels; `mask` itself when k is 0. */
export function erodeBy(mask: Uint8Array, k: number, w: number, h: number): Uint8Array {
  let m = mask
  for (let i = 0; i < k; i++) m = erode(m, w, h)
  return m
}

/** 3x3 erosion (min): dilate's loops with & (a pixel at the picture's edge is its own neighbour there). */
export function erode(mask: Uint8Array, w: number, h: number): Uint8Array {
  const fast = wordwise(mask, w, h, true)
  if (fast) return fast
  const tmp = new Uint8Array(mask.length)
  const out = new Uint8Array(mask.length)
  for (let y = 0; y < h; y++) {
    const r = y * w
    tmp[r] = mask[r]! & (w > 1 ? mask[r + 1]! : 1)
    for (let x = 1; x < w - 1; x++) tmp[r + x] = mask[r + x - 1]! & mask[r + x]! & mask[r + x + 1]!
    if (w > 1) tmp[r + w - 1] = mask[r + w - 2]! & mask[r + w - 1]!
  }
  if (h === 1) return tmp
  for (let x = 0; x < w; x++) out[x] = tmp[x]! & tmp[x + w]!
  for (let i = w; i < (h - 1) * w; i++) out[i] = tmp[i - w]! & tmp[i]! & tmp[i + w]!
  for (let i = (h - 1) * w; i < h * w; i++) out[i] = tmp[i - w]! & tmp[i]!
  return out
}

/**
 * Fills background regions enclosed by foreground, up to `maxHole` pixels: a white sheep on a white
 * table shows only its wooden outline and dark legs, and the outline is what makes it a whole token.
 * A hole in which at least half the pixels are marked in `tableSeen` stays open: the table itself shows
 * through it (the gap in the middle of a ring of touching animals).
 */
export function fillHoles(
  mask: Uint8Array,
  w: number,
  h: number,
  maxHole: number,
  tableSeen?: Uint8Array,
): Uint8Array {
  const out = new Uint8Array(mask)
  // 1 = table reachable from the border (not a hole), 2 = visited hole pixel.
  const state = new Uint8Array(mask.length)
  const stack = new Int32Array(mask.length)
  let top = 0
  const seed = (p: number): void => {
    if (!mask[p] && !state[p]) {
      state[p] = 1
      stack[top++] = p
    }
  }
  for (let x = 0; x < w; x++) {
    seed(x)
    seed((h - 1) * w + x)
  }
  for (let y = 0; y < h; y++) {
    seed(y * w)
    seed(y * w + w - 1)
  }
  flood(mask, state, stack, top, w, h, 1)
  const region = new Int32Array(mask.length)
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] || state[start]) continue
    state[start] = 2
    stack[0] = start
    const n = flood(mask, state, stack, 1, w, h, 2, region)
    if (n > maxHole) continue
    if (tableSeen) {
      let seen = 0
      for (let k = 0; k < n; k++) seen += tableSeen[region[k]!]!
      if (seen * 2 >= n) continue
    }
    for (let k = 0; k < n; k++) out[region[k]!] = 1
  }
  return out
}

/**
 * 4-connected flood over table pixels from the stacked seeds (each already marked); returns how many
 * pixels it reached, listed in `region` when given. Row by row: a seed is widened along its row, and the
 * rows above and below get one seed per run of unmarked table pixels beside it, so a pixel costs no
 * division and the stack holds runs rather than pixels.
 */
function flood(
  mask: Uint8Array,
  state: Uint8Array,
  stack: Int32Array,
  top: number,
  w: number,
  h: number,
  mark: number,
  region?: Int32Array,
): number {
  let n = 0
  while (top > 0) {
    const p = stack[--top]!
    const row = p - (p % w)
    let l = p
    while (l > row && !mask[l - 1] && !state[l - 1]) state[--l] = mark
    let r = p
    while (r < row + w - 1 && !mask[r + 1] && !state[r + 1]) state[++r] = mark
    if (region) for (let q = l; q <= r; q++) region[n++] = q
    else n += r - l + 1
    for (let side = -w; side <= w; side += 2 * w) {
      if ((side < 0 && row === 0) || (side > 0 && row === (h - 1) * w)) continue
      let open = false
      for (let q = l + side; q <= r + side; q++) {
        const free = !mask[q] && !state[q]
        if (free && !open) {
          state[q] = mark
          stack[top++] = q
        }
        open = free
      }
    }
  }
  return n
}

export interface Component {
  label: number
  area: number
  /** Inclusive pixel bounds. */
  x0: number
  y0: number
  x1: number
  y1: number
  touchesBorder: boolean
  pixels: Int32Array
}

/**
 * Index of frame pixel `p` in the component's bounding box (row by row, `size` of them), -1 outside it:
 * per-pixel marks over one blob in arrays its own size rather than the frame's.
 */
export function boxIndex(c: Component, w: number): { size: number; at: (p: number) => number } {
  const bw = c.x1 - c.x0 + 1
  const at = (p: number): number => {
    const x = p % w
    const y = Math.floor(p / w)
    return x < c.x0 || x > c.x1 || y < c.y0 || y > c.y1 ? -1 : (y - c.y0) * bw + x - c.x0
  }
  return { size: bw * (c.y1 - c.y0 + 1), at }
}

/** 8-connected components of the foreground, largest first. */
export function components(
  mask: Uint8Array,
  w: number,
  h: number,
): { labels: Int32Array; list: Component[] } {
  const labels = new Int32Array(mask.length)
  const list: Component[] = []
  const stack = new Int32Array(mask.length)
  let next = 0
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]) continue
    const label = ++next
    let top = 0
    stack[top++] = start
    labels[start] = label
    const pixels: number[] = []
    let [x0, y0, x1, y1] = [w, h, -1, -1]
    while (top > 0) {
      const p = stack[--top]!
      pixels.push(p)
      const x = p % w
      const y = (p - x) / w
      if (x < x0) x0 = x
      if (x > x1) x1 = x
      if (y < y0) y0 = y
      if (y > y1) y1 = y
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy
        if (ny < 0 || ny >= h) continue
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx
          if (nx < 0 || nx >= w) continue
          const q = ny * w + nx
          if (mask[q] && !labels[q]) {
            labels[q] = label
            stack[top++] = q
          }
        }
      }
    }
    const touchesBorder = x0 === 0 || y0 === 0 || x1 === w - 1 || y1 === h - 1
    list.push({ label, area: pixels.length, x0, y0, x1, y1, touchesBorder, pixels: Int32Array.from(pixels) })
  }
  list.sort((a, b) => b.area - a.area)
  return { labels, list }
}

/**
 * Chamfer (3-4) distance of every pixel of a region to the nearest non-region pixel, in pixels;
 * its ridges are the "cores" of the animals, used to seed the split of touching tokens.
 */
export function distanceTransform(mask: Uint8Array, w: number, h: number): Float32Array {
  const big = 1e9
  const d = new Float32Array(mask.length)
  for (let i = 0; i < mask.length; i++) d[i] = mask[i] ? big : 0
  // Outside the picture counts as background (distance 0).
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x
      if (!d[i]) continue
      const left = x > 0 ? d[i - 1]! : 0
      const up = y > 0 ? d[i - w]! : 0
      const upLeft = x > 0 && y > 0 ? d[i - w - 1]! : 0
      const upRight = x < w - 1 && y > 0 ? d[i - w + 1]! : 0
      d[i] = Math.min(d[i]!, left + 3, up + 3, upLeft + 4, upRight + 4)
    }
  }
  for (let y = h - 1; y >= 0; y--) {
    for (let x = w - 1; x >= 0; x--) {
      const i = y * w + x
      if (!d[i]) continue
      const right = x < w - 1 ? d[i + 1]! : 0
      const down = y < h - 1 ? d[i + w]! : 0
      const downRight = x < w - 1 && y < h - 1 ? d[i + w + 1]! : 0
      const downLeft = x > 0 && y < h - 1 ? d[i + w - 1]! : 0
      d[i] = Math.min(d[i]!, right + 3, down + 3, downRight + 4, downLeft + 4)
    }
  }
  for (let i = 0; i < d.length; i++) d[i] = d[i]! / 3
  return d
}

/** The pixels of `through` (not of `from`) that `from` reaches through `through`, 8-connected. */
export function reach(from: Int32Array, through: Uint8Array, w: number, h: number): Int32Array {
  const seen = new Uint8Array(through.length)
  for (const p of from) seen[p] = 1
  const stack = Array.from(from)
  const out: number[] = []
  while (stack.length > 0) {
    const p = stack.pop()!
    const x = p % w
    const y = (p - x) / w
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const X = x + dx
        const Y = y + dy
        const q = Y * w + X
        if (X < 0 || X >= w || Y < 0 || Y >= h || seen[q] || !through[q]) continue
        seen[q] = 1
        out.push(q)
        stack.push(q)
      }
  }
  return Int32Array.from(out)
}

/** The pixel lists one after another, in one list. */
export function joined(parts: Int32Array[]): Int32Array {
  const out = new Int32Array(parts.reduce((s, p) => s + p.length, 0))
  let k = 0
  for (const p of parts) {
    out.set(p, k)
    k += p.length
  }
  return out
}
