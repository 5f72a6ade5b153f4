-- Catalog at scale: a change counter for the in-process catalog (catalog_version, bumped by
-- triggers on every catalog table), full-text catalog search (courses_fts) and indexes for the
-- query paths of the pages (checked by tests/integration/query-plans.test.ts).
CREATE TABLE `catalog_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `course_sections_course_idx` ON `course_sections` (`course_id`,`position`);
--> statement-breakpoint
INSERT INTO `catalog_version` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `categories_catalog_ai` AFTER INSERT ON `categories` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_catalog_au` AFTER UPDATE ON `categories` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `categories_catalog_ad` AFTER DELETE ON `categories` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `courses_catalog_ai` AFTER INSERT ON `courses` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `courses_catalog_au` AFTER UPDATE ON `courses` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `courses_catalog_ad` AFTER DELETE ON `courses` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `course_sections_catalog_ai` AFTER INSERT ON `course_sections` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `course_sections_catalog_au` AFTER UPDATE ON `course_sections` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `course_sections_catalog_ad` AFTER DELETE ON `course_sections` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `lessons_catalog_ai` AFTER INSERT ON `lessons` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `lessons_catalog_au` AFTER UPDATE ON `lessons` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `lessons_catalog_ad` AFTER DELETE ON `lessons` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `course_tags_catalog_ai` AFTER INSERT ON `course_tags` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `course_tags_catalog_au` AFTER UPDATE ON `course_tags` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `course_tags_catalog_ad` AFTER DELETE ON `course_tags` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `learning_paths_catalog_ai` AFTER INSERT ON `learning_paths` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `learning_paths_catalog_au` AFTER UPDATE ON `learning_paths` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `learning_paths_catalog_ad` AFTER DELETE ON `learning_paths` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `learning_path_courses_catalog_ai` AFTER INSERT ON `learning_path_courses` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `learning_path_courses_catalog_au` AFTER UPDATE ON `learning_path_courses` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `learning_path_courses_catalog_ad` AFTER DELETE ON `learning_path_courses` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `course_alternatives_catalog_ai` AFTER INSERT ON `course_alternatives` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `course_alternatives_catalog_au` AFTER UPDATE ON `course_alternatives` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `course_alternatives_catalog_ad` AFTER DELETE ON `course_alternatives` BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
END;
--> statement-breakpoint
-- Catalog search (FTS5, external content: the rows stay in courses; triggers keep the index in
-- step). Accents folded; "+" and "#" kept inside words so c++ and c# are words of their own.
CREATE VIRTUAL TABLE `courses_fts` USING fts5(title, summary, content='courses', content_rowid='id', tokenize="unicode61 remove_diacritics 2 tokenchars '+#'");
--> statement-breakpoint
INSERT INTO courses_fts(courses_fts) VALUES ('rebuild');
--> statement-breakpoint
CREATE TRIGGER `courses_fts_ai` AFTER INSERT ON `courses` BEGIN
  INSERT INTO courses_fts(rowid, title, summary) VALUES (new.id, new.title, new.summary);
END;
--> statement-breakpoint
CREATE TRIGGER `courses_fts_ad` AFTER DELETE ON `courses` BEGIN
  INSERT INTO courses_fts(courses_fts, rowid, title, summary) VALUES ('delete', old.id, old.title, old.summary);
END;
--> statement-breakpoint
CREATE TRIGGER `courses_fts_au` AFTER UPDATE OF title, summary ON `courses` BEGIN
  INSERT INTO courses_fts(courses_fts, rowid, title, summary) VALUES ('delete', old.id, old.title, old.summary);
  INSERT INTO courses_fts(rowid, title, summary) VALUES (new.id, new.title, new.summary);
END;
