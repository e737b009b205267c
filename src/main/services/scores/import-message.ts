import type * as v from 'valibot'
import { ApiError, type ImportProblem } from '../../../shared/api'

/**
 * An import's first schema problem, as data (ImportProblem: which part, row and field, what is
 * wrong), which the page words in the person's language, and as an English sentence for the error's
 * message and the logs: "Player 1's name must be text." rather than valibot's "(at players.0.name):
 * Invalid type: Expected string but received 123".
 */
export type ImportSource = ImportProblem['source']

const SOURCE: Record<ImportSource, string> = { export: 'The export', backup: 'That backup' }
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
const PREDICATE: Record<
  Exclude<ImportProblem['problem'], 'choice' | 'other' | 'unreadable' | 'newer'>,
  string
> = {
  missing: 'is missing',
  text: 'must be text',
  number: 'must be a number',
  integer: 'must be a whole number',
  finite: 'must be an ordinary number',
  list: 'must be a list',
  record: 'must be a record with named fields',
  'too-long': 'is too long',
}
const PROBLEM: Record<string, ImportProblem['problem']> = {
  string: 'text',
  number: 'number',
  integer: 'integer',
  finite: 'finite',
  array: 'list',
  object: 'record',
  max_length: 'too-long',
  picklist: 'choice',
  literal: 'choice',
}

/** valibot's "(0 | 1)" or '"a" | "b"' as ["0", "1"], ['"a"', '"b"']. */
function choices(expected: string | null): string[] {
  return (expected ?? '')
    .replace(/^\((.*)\)$/, '$1')
    .split(' | ')
    .filter(Boolean)
}

/** Where the problem is and what it is, with no words. */
export function importProblem(issue: v.BaseIssue<unknown> | undefined, source: ImportSource): ImportProblem {
  if (!issue) return { kind: 'import', source, problem: 'unreadable' }
  const [list, index, field] = (issue.path ?? []).map((p) => p.key)
  const where = {
    ...(typeof list === 'string' ? { list } : {}),
    ...(typeof list === 'string' && typeof index === 'number' ? { row: index + 1 } : {}),
    ...(typeof list === 'string' && typeof index === 'number' && typeof field === 'string' ? { field } : {}),
  }
  // The envelope's version says the file is newer than this app; its own sentence says so.
  if (list === 'version') return { kind: 'import', source, problem: 'newer' }
  if (issue.received === 'undefined' && issue.kind === 'schema')
    return { kind: 'import', source, ...where, problem: 'missing' }
  const problem = PROBLEM[issue.type] ?? 'other'
  return problem === 'choice'
    ? { kind: 'import', source, ...where, problem, choices: choices(issue.expected) }
    : { kind: 'import', source, ...where, problem }
}

function subject(p: ImportProblem): string {
  if (p.list === undefined) return 'The file'
  if (p.row === undefined) return LIST[p.list] ?? `The "${p.list}" part`
  const item = `${ITEM[p.list] ?? p.list} ${p.row}`
  return p.field === undefined ? item : `${item}'s ${FIELD[p.field] ?? p.field.replace(/_/g, ' ')}`
}

function predicate(p: ImportProblem, issue: v.BaseIssue<unknown>): string {
  if (p.problem === 'choice') {
    const all = p.choices ?? []
    if (all.length === 0) return 'must be one of the allowed values'
    return `must be ${all.length === 1 ? all[0] : `${all.slice(0, -1).join(', ')} or ${all[all.length - 1]}`}`
  }
  if (p.problem === 'other' || p.problem === 'unreadable' || p.problem === 'newer')
    return `is not right (${issue.message})`
  return PREDICATE[p.problem]
}

export function importIssueText(
  issue: v.BaseIssue<unknown> | undefined,
  source: ImportSource = 'export',
): string {
  const p = importProblem(issue, source)
  if (!issue) return `${SOURCE[source]} cannot be read.`
  // A message the schema wrote for people (valibot's own start with "Invalid") stands as it is when it
  // cannot say which row: with a row and a field, the row's name says more.
  if (!issue.message.startsWith('Invalid') && p.field === undefined) return issue.message
  return `${SOURCE[source]} cannot be read: ${subject(p)} ${predicate(p, issue)}.`
}

/** The bad_request for an import's first problem: the English sentence, and the problem as data. */
export function importError(
  issue: v.BaseIssue<unknown> | undefined,
  source: ImportSource = 'export',
): ApiError {
  return new ApiError('bad_request', importIssueText(issue, source), undefined, importProblem(issue, source))
}
