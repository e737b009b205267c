import { propertySuite } from './property-run'

// The player counts are split over two files of about equal work (moves x views per move), so
// vitest's two workers finish them together: 4 + 6 players here, 2 + 3 + 5 in the other file.
propertySuite([4, 6])
