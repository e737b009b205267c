import type * as v from 'valibot'

/**
 * An import's first schema problem as a sentence for a person: "Player 1's name must be text." rather
 * than valibot's "(at players.0.name): Invalid type: Expected string but received 123".
 */
const ITEM: Record<string, string> = { players: 'Player', games: 'Game', seats: 'Result', moves: 'Move' }
const LIST: Record<string, string> = {
  players: 'The list of players',
  games: 'The list of games',
  seats: 'The list of results',
  moves: 'The list of moves',
}
const FIELD: Record<string, string> = {
  created_at: 'date added',
  started_at: 'start time',
  ended_at: 'end time',
  deleted_at: 'date deleted',
  game_id: 'game',
  player_id: 'player',
  bot_level: 'computer level',
  at_ms: 'time',
  seq: 'number',
  kind: 'kind of game',
  archived: 'archived mark',
}

function subject(path: readonly unknown[]): string {
  const [list, index, field] = path
  if (typeof list !== 'string') return 'The file'
  if (typeof index !== 'number') return ITEM[list] ? `${LIST[list]}` : `The "${list}" part`
  const item = `${ITEM[list] ?? list} ${index + 1}`
  if (typeof field !== 'string') return item
  return `${item}'s ${FIELD[field] ?? field.replace(/_/g, ' ')}`
}

/** valibot's "(0 | 1)" or '"a" | "b" | "c"' as "0 or 1", '"a", "b" or "c"'. */
function choices(expected: string | null): string {
  const all = (expected ?? '')
    .replace(/^\((.*)\)$/, '$1')
    .split(' | ')
    .filter(Boolean)
  if (all.length === 0) return 'one of the allowed values'
  return all.length === 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} or ${all[all.length - 1]}`
}

function predicate(issue: v.BaseIssue<unknown>): string {
  if (issue.received === 'undefined' && issue.kind === 'schema') return 'is missing'
  switch (issue.type) {
    case 'string':
      return 'must be text'
    case 'number':
      return 'must be a number'
    case 'integer':
      return 'must be a whole number'
    case 'finite':
      return 'must be an ordinary number'
    case 'array':
      return 'must be a list'
    case 'object':
      return 'must be a record with named fields'
    case 'max_length':
      return 'is too long'
    case 'picklist':
    case 'literal':
      return `must be ${choices(issue.expected)}`
    default:
      return `is not right (${issue.message})`
  }
}

export function importIssueText(issue: v.BaseIssue<unknown> | undefined, source = 'The export'): string {
  if (!issue) return `${source} cannot be read.`
  const path = (issue.path ?? []).map((p) => p.key)
  // A message the schema wrote for people (valibot's own start with "Invalid") stands as it is when it
  // cannot say which row: with a row and a field, the row's name says more.
  if (!issue.message.startsWith('Invalid') && typeof path[2] !== 'string') return issue.message
  return `${source} cannot be read: ${subject(path)} ${predicate(issue)}.`
}
