-- Custom SQL: PostgreSQL's side of what migrations/ does in custom SQL on SQLite.
-- 1. Full-text search (FTS5 tables there): a stored tsvector column on the table itself, computed
--    by PostgreSQL (generated), with a GIN index. Accents are ignored by text search
--    configurations that run unaccent before the usual dictionaries: codelift_simple for the
--    catalog (no stemming, like unicode61 remove_diacritics), codelift_english for notes (English
--    stemming, like porter). Titles weigh A, summaries B. The columns are not in db/schema.pg.ts, so
--    a row has the same fields on both engines; search queries name them in SQL.
-- 2. The content_version and catalog_version rows and the triggers that raise them on every change
--    (same trigger names, tables and events as on SQLite; tests/integration/pg-schema-parity.test.ts
--    compares them).
-- 3. The reference row of product_prices that migrations/0004 inserts.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION codelift_simple (COPY = simple);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION codelift_simple ALTER MAPPING FOR asciihword, asciiword, hword, hword_asciipart, hword_part, word WITH unaccent, simple;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION codelift_english (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION codelift_english ALTER MAPPING FOR asciihword, asciiword, hword, hword_asciipart, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('codelift_simple'::regconfig, coalesce("title", '')), 'A') ||
  setweight(to_tsvector('codelift_simple'::regconfig, coalesce("summary", '')), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search_vector");
--> statement-breakpoint
ALTER TABLE "notes_highlights" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('codelift_english'::regconfig, coalesce("comment", '')), 'A') ||
  setweight(to_tsvector('codelift_english'::regconfig, coalesce("quote", '')), 'B')
) STORED;
--> statement-breakpoint
CREATE INDEX "notes_highlights_search_idx" ON "notes_highlights" USING gin ("search_vector");
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
INSERT INTO "product_prices" ("code", "list_price_cents", "description") VALUES ('certificate', 1900, 'Certificate of completion of a course') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION content_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_ad" AFTER DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_ai" AFTER INSERT ON "categories" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_au" AFTER UPDATE ON "categories" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_categories_ad" AFTER DELETE ON "categories" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_categories_ai" AFTER INSERT ON "categories" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_categories_au" AFTER UPDATE ON "categories" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_coach_modules_ad" AFTER DELETE ON "coach_modules" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_coach_modules_ai" AFTER INSERT ON "coach_modules" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_coach_modules_au" AFTER UPDATE ON "coach_modules" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_coach_pages_ad" AFTER DELETE ON "coach_pages" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_coach_pages_ai" AFTER INSERT ON "coach_pages" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_coach_pages_au" AFTER UPDATE ON "coach_pages" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_coach_paths_ad" AFTER DELETE ON "coach_paths" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_coach_paths_ai" AFTER INSERT ON "coach_paths" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_coach_paths_au" AFTER UPDATE ON "coach_paths" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_coach_problems_ad" AFTER DELETE ON "coach_problems" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_coach_problems_ai" AFTER INSERT ON "coach_problems" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_coach_problems_au" AFTER UPDATE ON "coach_problems" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_coupons_ad" AFTER DELETE ON "coupons" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_coupons_ai" AFTER INSERT ON "coupons" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_coupons_au" AFTER UPDATE ON "coupons" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_course_alternatives_ad" AFTER DELETE ON "course_alternatives" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_course_alternatives_ai" AFTER INSERT ON "course_alternatives" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_course_alternatives_au" AFTER UPDATE ON "course_alternatives" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_course_sections_ad" AFTER DELETE ON "course_sections" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_course_sections_ai" AFTER INSERT ON "course_sections" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_course_sections_au" AFTER UPDATE ON "course_sections" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_course_tags_ad" AFTER DELETE ON "course_tags" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_course_tags_ai" AFTER INSERT ON "course_tags" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_course_tags_au" AFTER UPDATE ON "course_tags" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_courses_ad" AFTER DELETE ON "courses" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_courses_ai" AFTER INSERT ON "courses" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_courses_au" AFTER UPDATE ON "courses" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_document_comments_ad" AFTER DELETE ON "document_comments" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_document_comments_ai" AFTER INSERT ON "document_comments" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_document_comments_au" AFTER UPDATE ON "document_comments" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_learning_path_courses_ad" AFTER DELETE ON "learning_path_courses" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_learning_path_courses_ai" AFTER INSERT ON "learning_path_courses" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_learning_path_courses_au" AFTER UPDATE ON "learning_path_courses" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_learning_paths_ad" AFTER DELETE ON "learning_paths" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_learning_paths_ai" AFTER INSERT ON "learning_paths" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_learning_paths_au" AFTER UPDATE ON "learning_paths" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_lessons_ad" AFTER DELETE ON "lessons" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_lessons_ai" AFTER INSERT ON "lessons" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_lessons_au" AFTER UPDATE ON "lessons" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_plan_prices_ad" AFTER DELETE ON "plan_prices" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_plan_prices_ai" AFTER INSERT ON "plan_prices" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_plan_prices_au" AFTER UPDATE ON "plan_prices" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_product_prices_ad" AFTER DELETE ON "product_prices" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_product_prices_ai" AFTER INSERT ON "product_prices" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_product_prices_au" AFTER UPDATE ON "product_prices" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_regional_discounts_ad" AFTER DELETE ON "regional_discounts" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_regional_discounts_ai" AFTER INSERT ON "regional_discounts" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "content_version_regional_discounts_au" AFTER UPDATE ON "regional_discounts" FOR EACH ROW EXECUTE FUNCTION content_version_bump();
--> statement-breakpoint
CREATE TRIGGER "course_alternatives_catalog_ad" AFTER DELETE ON "course_alternatives" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "course_alternatives_catalog_ai" AFTER INSERT ON "course_alternatives" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "course_alternatives_catalog_au" AFTER UPDATE ON "course_alternatives" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "course_sections_catalog_ad" AFTER DELETE ON "course_sections" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "course_sections_catalog_ai" AFTER INSERT ON "course_sections" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "course_sections_catalog_au" AFTER UPDATE ON "course_sections" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "course_tags_catalog_ad" AFTER DELETE ON "course_tags" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "course_tags_catalog_ai" AFTER INSERT ON "course_tags" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "course_tags_catalog_au" AFTER UPDATE ON "course_tags" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "courses_catalog_ad" AFTER DELETE ON "courses" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "courses_catalog_ai" AFTER INSERT ON "courses" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "courses_catalog_au" AFTER UPDATE ON "courses" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "learning_path_courses_catalog_ad" AFTER DELETE ON "learning_path_courses" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "learning_path_courses_catalog_ai" AFTER INSERT ON "learning_path_courses" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "learning_path_courses_catalog_au" AFTER UPDATE ON "learning_path_courses" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "learning_paths_catalog_ad" AFTER DELETE ON "learning_paths" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "learning_paths_catalog_ai" AFTER INSERT ON "learning_paths" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "learning_paths_catalog_au" AFTER UPDATE ON "learning_paths" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "lessons_catalog_ad" AFTER DELETE ON "lessons" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "lessons_catalog_ai" AFTER INSERT ON "lessons" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER "lessons_catalog_au" AFTER UPDATE ON "lessons" FOR EACH ROW EXECUTE FUNCTION catalog_version_bump();
