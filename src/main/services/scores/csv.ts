/**
 * CSV cells that a spreadsheet reads as text, following OWASP's CSV-injection guidance
 * (https://owasp.org/www-community/attacks/CSV_Injection): every cell is quoted with its quotes
 * doubled (RFC 4180), and an apostrophe goes before anything a spreadsheet could start a formula
 * with. That covers a cell starting with = + - @ (or their full-width forms, which some locales
 * accept), also after blanks (space, NBSP, ideographic or zero-width space: some spreadsheets trim
 * them), a cell starting with tab, CR or LF, and the same characters after a separator or quote
 * inside a cell (`x;=1+1`), for a file opened with another separator (`;` in many locales) loses
 * track of the quotes and starts a new cell there.
 */

/** Characters that begin a formula, and their full-width forms. */
const TRIGGER = '=+\\-@\\uff1d\\uff0b\\uff0d\\uff20'
/**
 * Blanks a spreadsheet may skip before a formula: white space (which covers NBSP and the Unicode
 * spaces) but tab and line breaks, which are boundaries of their own, and the zero-width ones.
 */
const BLANK = '(?:[^\\S\\t\\r\\n]|[\\u200b-\\u200d\\u2060])'
/** Where a spreadsheet may start a cell: the start, a separator, a line break, a quote. */
const BOUNDARY = `(^|[,;\\t\\r\\n"'])`

const FORMULA = new RegExp(`${BOUNDARY}(${BLANK}*)(?=[${TRIGGER}])`, 'gu')

/** The text of one cell, defused; not yet quoted. */
export function defuse(text: string): string {
  const out = text.replace(FORMULA, "$1'$2")
  // A leading tab or line break is refused as a cell start on its own (OWASP lists them).
  return /^[\t\r\n]/.test(out) ? `'${out}` : out
}

/** One cell: null and undefined are empty; everything is text, defused and quoted. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  return `"${defuse(text).replaceAll('"', '""')}"`
}

/** One record, ended by CRLF. */
export function csvRecord(values: unknown[]): string {
  return values.map(csvCell).join(',') + '\r\n'
}
