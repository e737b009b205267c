import type { Animal, Token } from '../referee/types'
import type { Silhouette } from './silhouette'

/** An RGBA image as the browser's ImageData holds it, so renderer and Node share one shape. */
export interface Frame {
  width: number
  height: number
  /** width * height * 4 bytes, row-major RGBA. */
  data: Uint8ClampedArray
}

/** One coco-ssd detection, as `model.detect()` returns it. bbox = [x, y, width, height] in pixels. */
export interface CocoDetection {
  class: string
  score: number
  bbox: [number, number, number, number]
}

/** What one animal type looks like on this table under this camera (from its calibration token). */
export interface AnimalModel {
  type: Animal
  /** Area in pixels of the single calibration token. */
  area: number
  /** Normalised colour histogram (see features.ts for the bins), lighting-corrected. */
  histogram: number[]
  /** Mean lighting-corrected colour in [0, 1] per channel. */
  meanColour: [number, number, number]
  /** Ratio of the long to the short axis of the silhouette (second moments). */
  elongation: number
  /**
   * Some of its colours (RGB 0..255, flat) and the sensor's clipping ceiling where it lay, so it can be
   * compared with an animal in brighter or dimmer light as both would read under the lower ceiling
   * (features.ts clippedLook). Absent in calibrations saved before they were kept.
   */
  samples?: number[]
  ceiling?: [number, number, number]
  /**
   * Centre of the calibration animal in pixels: where `area` was measured, the anchor of the size field
   * of a slanted camera (perspective.ts). Absent in calibrations saved before it was kept: sizes are then
   * read as the same everywhere.
   */
  at?: [number, number]
  /**
   * Share of the calibration animal's silhouette whose pixels differ from the empty table by themselves
   * (segment.ts `raw`), 0..1: how plainly this type stands out from this table. A type below
   * VISION.policy.FAINT may go unseen in play (a dark horse on walnut), so no verdict on a card naming it
   * accuses. Absent in calibrations saved before it was kept: read as plain.
   */
  visibility?: number
  /**
   * Its filled outline in each calibration picture (silhouette.ts), to tell one whole animal from two
   * touching ones by shape. Absent in calibrations saved before they were kept: shape is then not read.
   */
  silhouettes?: Silhouette[]
}

/** Everything learnt once per camera and table; plain JSON so the app can save it per camera. */
export interface Calibration {
  version: 1
  width: number
  height: number
  /** The empty table, RGB bytes row-major, base64: the background every frame is compared with. */
  tablePixels: string
  animals: Record<Animal, AnimalModel>
  /** Long side of the action card in pixels (two clicks on its ends): the minimum move distance. */
  cardLengthPx: number
  /**
   * How well the calibration frame's texture fitted the empty table's (register.ts `fit`, 0 for a
   * plain table): a later frame of a well-textured table fitting far worse means the camera moved.
   * Absent in calibrations saved before it was kept.
   */
  textureFit?: number
  /**
   * false when the calibration picture's animals darkened the table as a shadow would (a grey horse on
   * pale laminate), so that segmentation counts every darkening as change (calibrate.ts). Absent: shadows
   * are passed over, as in calibrations saved before it was kept.
   */
  shadows?: boolean
}

/** A connected foreground region the detector looked at; the UI draws these as outlines. */
export interface BlobInfo {
  /** [x, y, width, height] in pixels. */
  box: [number, number, number, number]
  area: number
  /** How many tokens the detector decided this blob holds. */
  tokens: number
  /** Why it was set aside, if it was ('hand', 'too small', ...). */
  rejected?: string
}

/**
 * Why a picture cannot be judged, as a code (issue #23: shared code reports data; the renderer words it,
 * camera/problem-words.ts): the camera or table moved since calibration, a table too faint to line up,
 * something large (a hand) in view, the table changed unseen before the Lead's hand came in (the app's
 * round capture, camera/round-capture.ts: the before picture may be out of date).
 */
export const CAMERA_WARNINGS = ['camera-moved', 'faint-table', 'large-object', 'changed-unseen'] as const
export type CameraWarning = (typeof CAMERA_WARNINGS)[number]

export interface Detection {
  tokens: Token[]
  /** The camera's slant as this frame's sure single animals showed it (perspective.ts); flat when unknown. */
  field?: { gx: number; gy: number }
  /**
   * The same frame read with the calibrated sizes, set only when the field changed some blob's sizes: an
   * accusation must stand on this reading as well (referee.ts), never on a field fitted from the frame.
   */
  flat?: Detection
  blobs: BlobInfo[]
  /** Foreground mask, 1 byte per pixel (1 = not table), for the UI overlay. */
  mask: Uint8Array
  /** Low-confidence or suspicious findings the referee should treat as uncertainty (codes, never words). */
  warnings: CameraWarning[]
  /** Per token (same order): every type it could plausibly be, its own type first. */
  candidates: Animal[][]
  /** Per token (same order): what it looked like, so the referee can recognise it in another frame. */
  details: TokenDetail[]
  /**
   * Per blob that holds tokens: its pixels and its tokens (tokens[first] .. tokens[first + count - 1]),
   * so two frames of the same table can be compared blob by blob (consistency.ts).
   */
  regions: Region[]
  /** The frame in the empty table's light (RGB floats, set only where the mask is), for the same. */
  colour: Float32Array
  /** Where `colour` would show a clipped pixel (segment.ts), for the same. */
  ceiling?: Float32Array
  /** 1 where the pixel differed from the table by itself, before outlines were filled in (segment.ts). */
  raw?: Uint8Array
  /** Width of the frame, to read `mask` and `colour` by position. */
  width: number
  /**
   * The light fit's spread per channel (lighting.ts): the noise this frame's pixels were told from the
   * table against (segment.ts), so the referee can ask what an animal would have shown (camouflage.ts).
   */
  spread?: [number, number, number]
  /**
   * Per token (same order), set by consistency.ts: seen unchanged, pixel for pixel, in the other frame
   * of a before/after pair, so it is not an animal the Lead touched.
   */
  untouched?: boolean[]
  ms: number
}

export interface Region {
  pixels: Int32Array
  first: number
  count: number
}

export interface TokenDetail {
  area: number
  elongation: number
  histogram: Float32Array
  /** Cost of each type (lower = more alike). */
  costs: Record<Animal, number>
  /** Confidence in the count of its blob and in its looking like any calibrated animal at all. */
  countConf: number
  fitConf: number
  /** Its pixels (indices into the frame), to compare the same place in another frame. */
  pixels: Int32Array
}

export type { Animal, Token }

/**
 * An action read from what changed between two pictures (change-reading.ts), how surely its animals
 * were typed, and for a move or a trade how far apart its two places are.
 */
export interface ChangeAction {
  kind: 'add' | 'remove' | 'move' | 'swap'
  /** One animal; a trade's two, the one seen first at the first place first. */
  animals: Animal[]
  /**
   * How far each type leads every other type (policy.ts typeLead: the least cost margin, and that margin
   * over the two types' calibrated separation), the least of each reading and, for an animal seen at two
   * places, of the two together; and how well they fit (the worst reading).
   */
  typeMargin: number
  typeShare: number
  fit: number
  /** For a move or a trade: the distance between the two places, in pixels. */
  distance?: number
}

/**
 * Why the change was not read as an action (change-reading.ts): the first test it failed, or a frame of
 * another size. Of the one-animal reading (oneChange): no solid part left or came, or more than one did;
 * a second change no part holds; a part not one whole animal; what it covered or showed a whole animal;
 * another animal changed; the two places of a move typed differently. Of the trade in place
 * (tradeInPlace): not two animals changed in each picture; too close to tell; the places not matched; a
 * part not whole; the types not crossed; a solid change beyond the two places; another animal changed.
 */
export type ChangeRefusal =
  | 'frame-size'
  | 'nothing-solid'
  | 'several-parts'
  | 'stray-change'
  | 'not-whole'
  | 'covers-whole'
  | 'rest-changed'
  | 'types-differ'
  | 'not-two-changed'
  | 'too-close'
  | 'places-unmatched'
  | 'types-not-crossed'

/** The action read, or why the one-animal reading and the trade reading each gave none. */
export type ChangeReading =
  | { action: ChangeAction; refused?: undefined }
  | { action: null; refused: { one: ChangeRefusal; trade: ChangeRefusal } }
