export * from './deck'
export * from './match'
