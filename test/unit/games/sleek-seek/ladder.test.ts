import { describe } from 'vitest'
import { bots, engine } from '../../../../src/shared/games/sleek-seek'
import { ladderCases } from '../ladder'

describe('Sleek Seek bot ladder (2 players)', () => ladderCases(engine, bots))
