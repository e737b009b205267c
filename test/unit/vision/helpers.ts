export { calibrationScenes } from '../../../src/shared/vision/scenegen/scenes'
export { dropTokens as dropTokensForTest } from '../../../src/shared/vision/scenegen/placement'
