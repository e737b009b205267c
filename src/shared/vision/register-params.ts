/** Every choice registration (register.ts and its neighbours) makes, with how it was measured. */

/**
 * Every choice registration makes. Measured with `npm run eval-vision` (scenegen source, dev-* seeds,
 * profiles webcam and nudged: 25 tables x 16 pictures each) and the register unit tests.
 */
export const REGISTER_PARAMS = {
  /** Side of a table patch at full size, pixels: big enough to hold a few grain lines or checks. */
  patch: 32,
  /** Patches on a grid of this many columns and rows (the whole picture is the table). */
  gridX: 12,
  gridY: 9,
  /**
   * A patch with less texture than this (mean squared brightness gradient, grey levels per pixel) is
   * not searched for: JPEG noise alone gives about 1-2 there, so a patch this flat matches anywhere.
   */
  minEnergy: 3,
  /** Pyramid levels (full, half, quarter size): the quarter-size search covers a nudge of 2-3°. */
  levels: 3,
  /** Search radius at the coarsest level, pixels of that level (x 4 at full size: 28 pixels). */
  coarseRadius: 7,
  /** Search radius at the finer levels around where the coarser fit puts each patch. */
  fineRadius: 2,
  /**
   * Score given up per search radius of distance from where the coarser fit (or no motion) puts a
   * patch: of two equally good fits of a repeating pattern (gingham, 36 pixels a period) the nearer
   * wins; a real match scores 0.8-0.95, a wrong one rarely over 0.6.
   */
  penalty: 0.1,
  /** A patch found with a correlation under this at the coarsest level is not counted (covered, faint). */
  minScore: 0.5,
  /**
   * The same at the finer levels, whose search is only a couple of pixels around the coarser fit (a
   * wrong match there is rare, and the robust fit drops it): JPEG at quality 85 leaves a fine weave
   * correlating at 0.3-0.5 at full size, and at 0.5 most of a cloth's patches were lost.
   */
  fineMinScore: 0.3,
  /** A patch further than this from the fit (pixels at full size, x 2 per coarser level) is an outlier. */
  inlierPx: 1,
  /** Random triples tried by RANSAC (deterministic). */
  tries: 120,
  /** Registration is trusted only when a level at least this fine (0 = full size) agreed. */
  knownLevel: 1,
  /** Fewer patches than this agreeing with the fit: the table cannot tell where the camera is. */
  minPatches: 8,
  /** ... nor when the agreeing patches carry less than this share of the matches' weight. */
  minShare: 0.35,
  /**
   * A table with texture in at least this share of its patches that cannot be lined up would show its
   * texture as "something there" wherever it moved: the detector says it is not sure (and a
   * well-textured table that no longer fits its calibration at all is "calibrate again", segment.ts).
   * Below it the table is plain, and a small move changes nothing compared.
   */
  unsureTextured: 0.1,
  /**
   * ... unless its texture did not come back in the calibration's second picture (the camera unmoved):
   * a calibration fit (Calibration.textureFit) within this of 0 is what independent noise gives, so the
   * "texture" is the camera's noise, different in every frame, and no move can shift it into a change.
   * Measured over 37 calibrations of dark tables (scenegen, raw and through the fake camera's YUV 4:2:0,
   * dev-2 under the still, webcam and nudged profiles): -0.021..0.046, the e2e table mv-1 0.004. Texture
   * that does come back fits at 0.062 and over (light tables under webcam JPEG 0.062-0.12, raw
   * 0.10-0.81; cloth 0.13-0.66; wood and gingham over 0.97). A fit of exactly 0 means none was measured
   * (too few sharp points), which proves nothing: the warning stays.
   */
  noiseFit: 0.05,
  /** Motions smaller than this everywhere in the picture (pixels) are left alone: noise, not a bump. */
  minMovePx: 0.3,
  /** Beyond these the camera was knocked, not nudged: calibrate again. */
  maxTurnDeg: 4,
  maxZoom: 0.06,
  maxShiftPx: 24,
  /** The fit of the texture (gradientFit) is measured at up to this many of the table's sharpest points. */
  fitSamples: 1500,
  /** A frame's gradient this many times the table's (energy) at a point is an animal's edge there. */
  likeTable: 4,
} as const
