-- Full-text search over a learner's notes and highlights (FTS5, external content: the rows stay in
-- notes_highlights; triggers keep the index in step).
CREATE VIRTUAL TABLE `notes_fts` USING fts5(comment, quote, content='notes_highlights', content_rowid='id', tokenize='porter unicode61');
--> statement-breakpoint
CREATE TRIGGER `notes_fts_ai` AFTER INSERT ON `notes_highlights` BEGIN
  INSERT INTO notes_fts(rowid, comment, quote) VALUES (new.id, new.comment, new.quote);
END;
--> statement-breakpoint
CREATE TRIGGER `notes_fts_ad` AFTER DELETE ON `notes_highlights` BEGIN
  INSERT INTO notes_fts(notes_fts, rowid, comment, quote) VALUES ('delete', old.id, old.comment, old.quote);
END;
--> statement-breakpoint
CREATE TRIGGER `notes_fts_au` AFTER UPDATE ON `notes_highlights` BEGIN
  INSERT INTO notes_fts(notes_fts, rowid, comment, quote) VALUES ('delete', old.id, old.comment, old.quote);
  INSERT INTO notes_fts(rowid, comment, quote) VALUES (new.id, new.comment, new.quote);
END;
