-- A player's progress in the trainers (the puzzles' ratings and
-- standings, the lessons' steps done), kept as the TUI writes it
-- (opaque JSON), one row per trainer: on a server a visitor's progress
-- lives in their account, not in the host's folder.
CREATE TABLE player_progress (
	player_id BIGINT NOT NULL REFERENCES players(id) ON DELETE CASCADE,
	trainer TEXT NOT NULL,
	data {{blob}} NOT NULL,
	PRIMARY KEY (player_id, trainer)
);
