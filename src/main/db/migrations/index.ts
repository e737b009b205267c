import * as m001 from './001-initial'
import * as m002 from './002-scores'

/** Numbered migrations: index i brings the schema from user_version i to i + 1. Append only. */
export const migrations: { name: string; up: string }[] = [
  { name: '001-initial', up: m001.up },
  { name: '002-scores', up: m002.up },
]

export const SCHEMA_VERSION = migrations.length
