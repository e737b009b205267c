import { describe } from 'vitest'
import { bots, engine } from '../../../../src/shared/games/sneak-peek'
import { ladderCases } from '../ladder'

describe('Sneak Peek bot ladder (2 players)', () => ladderCases(engine, bots))
