/**
 * "1 point", "3 points": a count with its noun in the right form. English only for now; when the app
 * gets message catalogs, their plural rules replace this (Intl.PluralRules already picks the form).
 */
const rules = new Intl.PluralRules('en')

export function plural(n: number, one: string, other: string = `${one}s`): string {
  return `${n} ${rules.select(n) === 'one' ? one : other}`
}
