import { propertySuite } from './property-run'

// See properties-4-6.test.ts.
propertySuite([2, 3, 5])
