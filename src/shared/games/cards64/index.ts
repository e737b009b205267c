export * from './deck'
export * from './match'
export * from './conservation'
