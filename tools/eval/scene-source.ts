/**
 * The contract every scene source (a generator of camera pictures with ground truth) fulfils, so that one
 * evaluator measures the camera referee on any of them. A source knows how its tables, boxes and lamps
 * look; the evaluator knows nothing of that. What a real webcam adds on top (drift, JPEG, light drift) is
 * applied by the evaluator, the same way for every source (camera.ts).
 */
import type { ActionCard, Animal } from '../../src/shared/referee/types'
import type { Frame } from '../../src/shared/vision/types'

/** Where one animal really lies in a picture: its silhouette's centroid in pixels. */
export interface TruthToken {
  type: Animal
  x: number
  y: number
}

/** What the user gives calibration (the app's one-picture convention). */
export interface SourceCalibration {
  /** One or more pictures of the empty table. */
  empty: Frame[]
  /** One sheep, pig, cow and horse in the top-left, top-right, bottom-left and bottom-right quarters. */
  animals: Frame
  /** The truth of `animals`: every one lies whole and apart from the others. */
  animalTokens: TruthToken[]
  /** The user's two clicks on the ends of the action card's long side. */
  card: [[number, number], [number, number]]
}

/** One drop and the rounds played on it (rounds continue on the table the previous round left). */
export interface SourceTurn {
  /** frames[0] is the drop; frames[k + 1] is the table after cards[k] was done. */
  frames: Frame[]
  /** The truth of each frame. */
  tokens: TruthToken[][]
  /** The card done between frames[k] and frames[k + 1]; the action done is always the card's. */
  cards: ActionCard[]
}

/** One camera over one table with one family's box of animals. */
export interface SourceTable {
  /** For failure lines, e.g. "scenes3d/seed/3 felt". */
  name: string
  width: number
  height: number
  /** Calibration layout number `attempt` (0, 1, 2: a refused calibration is laid out again). */
  calibration(attempt: number): SourceCalibration
  /** Drop number `turn` (0, 1, ...) with `rounds` cards done one after another. */
  turn(turn: number, rounds: number, cardPx: number): SourceTurn
}

export interface SceneSource {
  /** Short name used on the command line and in reports. */
  name: string
  /** Table number `index` of the set seeded `seed`: deterministic in both. */
  table(seed: string, index: number): SourceTable
}
