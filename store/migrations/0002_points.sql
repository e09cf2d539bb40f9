-- A Catch the Cat game's course points for each seat (catcat's
-- Tally.Points), kept with the game: a rated match is scored by the
-- points of its two games.
ALTER TABLE games ADD COLUMN points0 {{real}};
ALTER TABLE games ADD COLUMN points1 {{real}};
