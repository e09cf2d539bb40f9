-- The first schema: players and their keys, settings, ratings, games
-- (in progress, adjourned, finished), their moves and their chat.

CREATE TABLE players (
	id {{id}},
	handle TEXT NOT NULL,
	-- skeleton is the handle as look-alikes share it (see Skeleton):
	-- unique, so no two players' handles read alike.
	skeleton TEXT NOT NULL UNIQUE,
	created_ms BIGINT NOT NULL,
	settings {{blob}}
);

CREATE TABLE player_keys (
	fingerprint TEXT PRIMARY KEY, -- SHA256:… as OpenSSH shows it
	player_id BIGINT NOT NULL REFERENCES players(id) ON DELETE CASCADE,
	public_key TEXT NOT NULL, -- the authorized_keys line, comment dropped
	added_ms BIGINT NOT NULL
);
CREATE INDEX player_keys_player ON player_keys(player_id);

CREATE TABLE ratings (
	player_id BIGINT NOT NULL REFERENCES players(id) ON DELETE CASCADE,
	pool TEXT NOT NULL, -- the game and time control class: cabeza/blitz
	rating {{real}} NOT NULL,
	deviation {{real}} NOT NULL,
	volatility {{real}} NOT NULL,
	games INTEGER NOT NULL,
	wins INTEGER NOT NULL,
	draws INTEGER NOT NULL,
	losses INTEGER NOT NULL,
	last_ms BIGINT NOT NULL,
	PRIMARY KEY (player_id, pool)
);
CREATE INDEX ratings_pool ON ratings(pool, rating);

CREATE TABLE games (
	id {{id}},
	table_code TEXT NOT NULL,
	kind TEXT NOT NULL, -- cabeza or catcat
	setup TEXT NOT NULL, -- the table's setup as JSON (board, position, clock)
	rated INTEGER NOT NULL,
	pool TEXT NOT NULL, -- the rating pool, '' for a casual game
	-- A rated Catch the Cat match is two games, roles swapped: the
	-- second names the first.
	match_first BIGINT REFERENCES games(id),
	player0 BIGINT REFERENCES players(id), -- NULL: a guest
	player1 BIGINT REFERENCES players(id),
	name0 TEXT NOT NULL,
	name1 TEXT NOT NULL,
	state TEXT NOT NULL, -- playing, adjourned or finished
	started_ms BIGINT NOT NULL,
	ended_ms BIGINT,
	score0 {{real}}, -- seat 0's score when finished: 1, 0.5 or 0 (NULL: none)
	reason TEXT NOT NULL DEFAULT '',
	left0_ms BIGINT NOT NULL, -- each side's clock at the last move
	left1_ms BIGINT NOT NULL,
	before0 {{real}}, after0 {{real}}, -- ratings around a rated game
	before1 {{real}}, after1 {{real}},
	deviation0 {{real}}, deviation1 {{real}} -- deviations after it
);
CREATE INDEX games_player0 ON games(player0, started_ms);
CREATE INDEX games_player1 ON games(player1, started_ms);
CREATE INDEX games_state ON games(state);

CREATE TABLE moves (
	game_id BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
	ply INTEGER NOT NULL, -- 1 for the first move
	move TEXT NOT NULL,
	left0_ms BIGINT NOT NULL, -- each side's clock after the move
	left1_ms BIGINT NOT NULL,
	at_ms BIGINT NOT NULL,
	PRIMARY KEY (game_id, ply)
);

CREATE TABLE chat (
	game_id BIGINT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
	seq INTEGER NOT NULL,
	at_ms BIGINT NOT NULL,
	who TEXT NOT NULL,
	line TEXT NOT NULL,
	PRIMARY KEY (game_id, seq)
);
