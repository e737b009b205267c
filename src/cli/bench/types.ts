/** A named group of benchmark figures. Names carry their unit, e.g. `playerInsertsPerSecond`. */
export type BenchFigures = Record<string, number>

export interface BenchSection {
  name: string
  run(): Promise<BenchFigures> | BenchFigures
}
