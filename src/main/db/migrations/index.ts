import * as m001 from './001-initial'

/** Numbered migrations: index i brings the schema from user_version i to i + 1. Append only. */
export const migrations: { name: string; up: string }[] = [{ name: '001-initial', up: m001.up }]

export const SCHEMA_VERSION = migrations.length
