/**
 * The long axis of a set of points from their second moments about the centroid: the direction it
 * points in and how elongated the points are (the square root of the two principal moments' ratio, 1
 * for a disc or a square). Region features (features.ts) and outline matching (silhouette.ts) both
 * read a shape's axis this way.
 */
export interface Axis {
  /** Direction of the long axis, radians from the x axis (-pi/2..pi/2). */
  angle: number
  /** Long axis over short axis, from the second moments: at least 1. */
  elongation: number
}

/**
 * The smallest short-axis moment (per point, in pixels squared) divided by: a one-pixel line's is
 * 1/12, so only a degenerate set (one point, or points on an exact line) reaches it.
 */
const LEAST_MOMENT = 1e-6

/** The axis of `n` points whose summed second moments about their centroid are xx, yy and xy. */
export function axisOfMoments(xx: number, yy: number, xy: number, n: number): Axis {
  const mid = (xx + yy) / 2 / n
  const half = Math.hypot((xx - yy) / 2, xy) / n
  return {
    angle: Math.atan2(2 * xy, xx - yy) / 2,
    elongation: Math.sqrt((mid + half) / Math.max(LEAST_MOMENT, mid - half)),
  }
}
