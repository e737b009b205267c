import type { ImportProblem } from '../../../shared/api/errors'
import { format } from './format'
import { formatChoices } from './intl'
import type { AppLocale } from './locales'

/** The part of the file the problem is in: "Player 2's name", "The list of games", "The file". */
function what(locale: AppLocale, p: ImportProblem): string {
  if (p.list === undefined) return format(locale, 'import.what.file')
  if (p.row === undefined) return format(locale, 'import.what.list', { list: p.list })
  const item = format(locale, 'import.what.row', { list: p.list, row: p.row })
  if (p.field === undefined) return item
  const field = format(locale, 'import.field', { field: p.field, raw: p.field.replace(/_/g, ' ') })
  return format(locale, 'import.what.field', { item, field })
}

/**
 * An import's refusal in the person's language, from the services' ImportProblem; null for a problem
 * the catalogs have no words for ('other'), where the page shows the services' own message.
 */
export function describeImportProblem(locale: AppLocale, p: ImportProblem): string | null {
  if (p.problem === 'other') return null
  if (p.problem === 'unreadable') return format(locale, 'import.unreadable', { source: p.source })
  if (p.problem === 'newer') return format(locale, 'import.newer', { source: p.source })
  const choices = formatChoices(locale, p.choices ?? [])
  return format(locale, 'import.problem', {
    source: p.source,
    what: what(locale, p),
    problem: p.problem === 'too-long' ? 'tooLong' : p.problem,
    choices,
  })
}
