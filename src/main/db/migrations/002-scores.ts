/**
 * Scores: soft delete (undo), and per-seat copies of what the statistics filter and order by, so the
 * leaderboard and profile queries read one covering index instead of joining games to seats.
 *
 * `who` is the statistics identity of a seat: the player id, or `bot:<level>` for a computer player.
 * `counted` is 1 when the game is finished and not deleted. Triggers keep the copies true whatever
 * writes the games (sessions, logging, import), and mark the monthly summaries to rebuild.
 */
export const up = `
ALTER TABLE games ADD COLUMN deleted_at TEXT;

ALTER TABLE game_seats ADD COLUMN who TEXT;
ALTER TABLE game_seats ADD COLUMN kind TEXT;
ALTER TABLE game_seats ADD COLUMN played_at TEXT;
ALTER TABLE game_seats ADD COLUMN counted INTEGER NOT NULL DEFAULT 0;

UPDATE game_seats SET
  who = COALESCE(player_id, 'bot:' || bot_level),
  kind = (SELECT kind FROM games g WHERE g.id = game_id),
  played_at = (SELECT started_at FROM games g WHERE g.id = game_id),
  counted = (SELECT status = 'finished' AND deleted_at IS NULL FROM games g WHERE g.id = game_id);

CREATE TRIGGER game_seats_derive AFTER INSERT ON game_seats BEGIN
  UPDATE game_seats SET
    who = COALESCE(NEW.player_id, 'bot:' || NEW.bot_level),
    kind = g.kind, played_at = g.started_at, counted = (g.status = 'finished' AND g.deleted_at IS NULL)
  FROM (SELECT kind, started_at, status, deleted_at FROM games WHERE id = NEW.game_id) AS g
  WHERE game_id = NEW.game_id AND seat = NEW.seat;
END;

CREATE TRIGGER game_seats_who AFTER UPDATE OF player_id, bot_level ON game_seats BEGIN
  UPDATE game_seats SET who = COALESCE(NEW.player_id, 'bot:' || NEW.bot_level)
  WHERE game_id = NEW.game_id AND seat = NEW.seat;
END;

CREATE TRIGGER games_derive AFTER UPDATE OF kind, started_at, status, deleted_at ON games BEGIN
  UPDATE game_seats SET
    kind = NEW.kind, played_at = NEW.started_at,
    counted = (NEW.status = 'finished' AND NEW.deleted_at IS NULL)
  WHERE game_id = NEW.id;
END;

CREATE INDEX seats_stats_kind ON game_seats (kind, who, played_at, game_id, winner, place, score)
  WHERE counted = 1;
CREATE INDEX seats_stats_who ON game_seats (who, played_at, game_id, kind, winner, place, score)
  WHERE counted = 1;
CREATE INDEX seats_game_who ON game_seats (game_id, who, place, winner, score, counted, kind, played_at);
-- Monthly summaries per seat identity and game ('*' = all games), rebuilt from game_seats for the
-- (who, month) pairs marked dirty; the streak fields let months be chained in time order.
CREATE TABLE stats_dirty (who TEXT NOT NULL, month TEXT NOT NULL, PRIMARY KEY (who, month)) WITHOUT ROWID;
CREATE TABLE stats_month (
  who TEXT NOT NULL, kind TEXT NOT NULL, month TEXT NOT NULL,
  games INTEGER NOT NULL, wins INTEGER NOT NULL,
  place_sum REAL NOT NULL, place_n INTEGER NOT NULL, score_sum REAL NOT NULL, score_n INTEGER NOT NULL,
  best_score REAL, best_place INTEGER,
  prefix_wins INTEGER NOT NULL, suffix_wins INTEGER NOT NULL, best_run INTEGER NOT NULL,
  PRIMARY KEY (kind, who, month)
) WITHOUT ROWID;
-- The same per pair: how \`who\` did in the games \`other\` also played (the "only games with" filter),
-- and how often \`who\` finished ahead of or behind \`other\` (head-to-head).
CREATE TABLE pair_month (
  who TEXT NOT NULL, other TEXT NOT NULL, kind TEXT NOT NULL, month TEXT NOT NULL,
  games INTEGER NOT NULL, wins INTEGER NOT NULL,
  place_sum REAL NOT NULL, place_n INTEGER NOT NULL, score_sum REAL NOT NULL, score_n INTEGER NOT NULL,
  best_score REAL, best_place INTEGER,
  prefix_wins INTEGER NOT NULL, suffix_wins INTEGER NOT NULL, best_run INTEGER NOT NULL,
  ahead INTEGER NOT NULL, behind INTEGER NOT NULL,
  PRIMARY KEY (other, kind, who, month)
) WITHOUT ROWID;
CREATE INDEX pair_month_who ON pair_month (who, kind, month);
INSERT OR IGNORE INTO stats_dirty (who, month)
  SELECT who, substr(played_at, 1, 7) FROM game_seats WHERE who IS NOT NULL AND played_at IS NOT NULL;

CREATE TRIGGER game_seats_dirty_ins AFTER INSERT ON game_seats WHEN NEW.who IS NOT NULL BEGIN
  INSERT OR IGNORE INTO stats_dirty (who, month)
    SELECT who, substr(played_at, 1, 7) FROM game_seats
    WHERE game_id = NEW.game_id AND who IS NOT NULL AND played_at IS NOT NULL;
END;
CREATE TRIGGER game_seats_dirty_upd AFTER UPDATE ON game_seats BEGIN
  INSERT OR IGNORE INTO stats_dirty (who, month)
    SELECT who, substr(played_at, 1, 7) FROM game_seats
    WHERE game_id = NEW.game_id AND who IS NOT NULL AND played_at IS NOT NULL;
  INSERT OR IGNORE INTO stats_dirty (who, month)
    SELECT OLD.who, substr(OLD.played_at, 1, 7) WHERE OLD.who IS NOT NULL AND OLD.played_at IS NOT NULL;
END;
CREATE TRIGGER game_seats_dirty_del AFTER DELETE ON game_seats BEGIN
  INSERT OR IGNORE INTO stats_dirty (who, month)
    SELECT who, substr(played_at, 1, 7) FROM game_seats
    WHERE game_id = OLD.game_id AND who IS NOT NULL AND played_at IS NOT NULL;
  INSERT OR IGNORE INTO stats_dirty (who, month)
    SELECT OLD.who, substr(OLD.played_at, 1, 7) WHERE OLD.who IS NOT NULL AND OLD.played_at IS NOT NULL;
END;

CREATE INDEX games_deleted ON games (deleted_at) WHERE deleted_at IS NOT NULL;
`
