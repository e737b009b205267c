/** The scene sources the evaluator knows by name. */
import { scenegenSource } from '../scenegen/source'
import type { SceneSource } from './scene-source'

export const SOURCES: Record<string, SceneSource> = {
  scenegen: scenegenSource,
}
