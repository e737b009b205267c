/**
 * Signed-distance outlines (negative inside) built from a few primitives: how the animals' silhouettes
 * and painted details are written. Units are whatever the caller uses (the animals use body lengths).
 */
export type Sdf = (x: number, y: number) => number

export function circle(cx: number, cy: number, r: number): Sdf {
  return (x, y) => Math.hypot(x - cx, y - cy) - r
}

/** An ellipse turned by `rot` radians (a close approximation of the true distance). */
export function ellipse(cx: number, cy: number, rx: number, ry: number, rot = 0): Sdf {
  const c = Math.cos(rot)
  const s = Math.sin(rot)
  return (x, y) => {
    const px = (x - cx) * c + (y - cy) * s
    const py = -(x - cx) * s + (y - cy) * c
    const k0 = Math.hypot(px / rx, py / ry)
    const k1 = Math.hypot(px / (rx * rx), py / (ry * ry))
    return k1 === 0 ? -Math.min(rx, ry) : (k0 * (k0 - 1)) / k1
  }
}

/** A limb: a rounded segment from (ax, ay) with radius ra to (bx, by) with radius rb. */
export function limb(ax: number, ay: number, bx: number, by: number, ra: number, rb = ra): Sdf {
  const ex = bx - ax
  const ey = by - ay
  const ll = ex * ex + ey * ey
  return (x, y) => {
    const h = Math.min(1, Math.max(0, ((x - ax) * ex + (y - ay) * ey) / ll))
    return Math.hypot(x - ax - h * ex, y - ay - h * ey) - (ra + (rb - ra) * h)
  }
}

/** A polygon given as [x0, y0, x1, y1, ...] (exact distance). */
export function polygon(pts: number[]): Sdf {
  const n = pts.length / 2
  return (x, y) => {
    let d = Infinity
    let inside = false
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const xi = pts[2 * i]!
      const yi = pts[2 * i + 1]!
      const xj = pts[2 * j]!
      const yj = pts[2 * j + 1]!
      const ex = xj - xi
      const ey = yj - yi
      const h = Math.min(1, Math.max(0, ((x - xi) * ex + (y - yi) * ey) / (ex * ex + ey * ey)))
      d = Math.min(d, Math.hypot(x - xi - h * ex, y - yi - h * ey))
      if (yi > y !== yj > y && x < (xj - xi) * ((y - yi) / (yj - yi)) + xi) inside = !inside
    }
    return inside ? -d : d
  }
}

/** Union with a fillet of size k (0 = sharp), as a woodworker's jigsaw rounds inner corners. */
export function union(k: number, ...parts: Sdf[]): Sdf {
  return (x, y) => {
    let d = parts[0]!(x, y)
    for (let i = 1; i < parts.length; i++) {
      const e = parts[i]!(x, y)
      if (k <= 0) d = Math.min(d, e)
      else {
        const h = Math.max(k - Math.abs(d - e), 0) / k
        d = Math.min(d, e) - (h * h * k) / 4
      }
    }
    return d
  }
}

export function subtract(a: Sdf, b: Sdf): Sdf {
  return (x, y) => Math.max(a(x, y), -b(x, y))
}

export function intersect(a: Sdf, b: Sdf): Sdf {
  return (x, y) => Math.max(a(x, y), b(x, y))
}

/** The same outline moved, scaled and (optionally) wobbled by a noise function. */
export function transform(s: Sdf, dx: number, dy: number, scale = 1): Sdf {
  return (x, y) => s((x - dx) / scale, (y - dy) / scale) * scale
}
