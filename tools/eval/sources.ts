/** The scene sources the evaluator knows by name. */
import { scenegenSource } from '../scenegen/source'
import { scenes3dSource } from '../scenes3d/source'
import { scenesfiveSource } from '../scenesfive/source'
import { scenesrealSource } from '../scenesreal/source'
import { scenesraySource } from '../scenesray/source'
import type { SceneSource } from './scene-source'

export const SOURCES: Record<string, SceneSource> = {
  scenegen: scenegenSource,
  scenes3d: scenes3dSource,
  scenesreal: scenesrealSource,
  scenesray: scenesraySource,
  scenesfive: scenesfiveSource,
}
