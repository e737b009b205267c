import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'

/** Each argument a message takes, with whether it is counted (plural, selectordinal, number). */
export function argsOf(message: string): Map<string, boolean> {
  const into = new Map<string, boolean>()
  const walk = (ast: MessageFormatElement[]): void => {
    for (const el of ast) {
      if (el.type === TYPE.argument || el.type === TYPE.select)
        into.set(el.value, into.get(el.value) ?? false)
      if (el.type === TYPE.number || el.type === TYPE.plural) into.set(el.value, true)
      if (el.type === TYPE.plural || el.type === TYPE.select)
        for (const o of Object.values(el.options)) walk(o.value)
    }
  }
  walk(parse(message, { ignoreTag: true }))
  return into
}

/** Values for every argument of a message: n for counts, a name for the rest. */
export const sampleValues = (message: string, n: number): Record<string, string | number> =>
  Object.fromEntries([...argsOf(message)].map(([name, counted]) => [name, counted ? n : 'Ann']))
