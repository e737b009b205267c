/** Players, settings, and every game with its seats and its move log. */
export const up = `
CREATE TABLE players (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL UNIQUE,
  colour TEXT NOT NULL,
  archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
  created_at TEXT NOT NULL
);

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE games (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('sneak-peek', 'sleek-seek', 's-head', 'now-you-see-me')),
  source TEXT NOT NULL CHECK (source IN ('app', 'logged')),
  rules TEXT NOT NULL DEFAULT '{}',
  seed TEXT,
  status TEXT NOT NULL CHECK (status IN ('active', 'finished', 'abandoned')),
  started_at TEXT NOT NULL,
  ended_at TEXT,
  notes TEXT
);
CREATE INDEX games_started ON games (started_at);
CREATE INDEX games_status ON games (status);

CREATE TABLE game_seats (
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seat INTEGER NOT NULL,
  player_id TEXT REFERENCES players (id),
  bot_level TEXT,
  score REAL,
  place INTEGER,
  winner INTEGER NOT NULL DEFAULT 0 CHECK (winner IN (0, 1)),
  PRIMARY KEY (game_id, seat),
  CHECK ((player_id IS NULL) <> (bot_level IS NULL))
);
CREATE INDEX game_seats_player ON game_seats (player_id);

CREATE TABLE moves (
  game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  at_ms INTEGER NOT NULL,
  move TEXT NOT NULL,
  PRIMARY KEY (game_id, seq)
);
`
