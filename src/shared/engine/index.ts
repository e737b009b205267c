export * from './types'
export * from './errors'
export * from './rng'
export * from './runner'
