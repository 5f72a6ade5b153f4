-- The one content_version row, and (custom SQL) triggers that raise it on every change to what anonymous pages show.
CREATE TABLE `content_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `content_version` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `content_version_categories_ai` AFTER INSERT ON `categories` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_categories_au` AFTER UPDATE ON `categories` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_categories_ad` AFTER DELETE ON `categories` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_courses_ai` AFTER INSERT ON `courses` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_courses_au` AFTER UPDATE ON `courses` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_courses_ad` AFTER DELETE ON `courses` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_course_tags_ai` AFTER INSERT ON `course_tags` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_course_tags_au` AFTER UPDATE ON `course_tags` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_course_tags_ad` AFTER DELETE ON `course_tags` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_course_alternatives_ai` AFTER INSERT ON `course_alternatives` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_course_alternatives_au` AFTER UPDATE ON `course_alternatives` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_course_alternatives_ad` AFTER DELETE ON `course_alternatives` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_course_sections_ai` AFTER INSERT ON `course_sections` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_course_sections_au` AFTER UPDATE ON `course_sections` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_course_sections_ad` AFTER DELETE ON `course_sections` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_lessons_ai` AFTER INSERT ON `lessons` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_lessons_au` AFTER UPDATE ON `lessons` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_lessons_ad` AFTER DELETE ON `lessons` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_learning_paths_ai` AFTER INSERT ON `learning_paths` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_learning_paths_au` AFTER UPDATE ON `learning_paths` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_learning_paths_ad` AFTER DELETE ON `learning_paths` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_learning_path_courses_ai` AFTER INSERT ON `learning_path_courses` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_learning_path_courses_au` AFTER UPDATE ON `learning_path_courses` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_learning_path_courses_ad` AFTER DELETE ON `learning_path_courses` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_coach_paths_ai` AFTER INSERT ON `coach_paths` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_coach_paths_au` AFTER UPDATE ON `coach_paths` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_coach_paths_ad` AFTER DELETE ON `coach_paths` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_coach_modules_ai` AFTER INSERT ON `coach_modules` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_coach_modules_au` AFTER UPDATE ON `coach_modules` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_coach_modules_ad` AFTER DELETE ON `coach_modules` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_coach_pages_ai` AFTER INSERT ON `coach_pages` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_coach_pages_au` AFTER UPDATE ON `coach_pages` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_coach_pages_ad` AFTER DELETE ON `coach_pages` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_coach_problems_ai` AFTER INSERT ON `coach_problems` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_coach_problems_au` AFTER UPDATE ON `coach_problems` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_coach_problems_ad` AFTER DELETE ON `coach_problems` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_plan_prices_ai` AFTER INSERT ON `plan_prices` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_plan_prices_au` AFTER UPDATE ON `plan_prices` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_plan_prices_ad` AFTER DELETE ON `plan_prices` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_regional_discounts_ai` AFTER INSERT ON `regional_discounts` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_regional_discounts_au` AFTER UPDATE ON `regional_discounts` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_regional_discounts_ad` AFTER DELETE ON `regional_discounts` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_coupons_ai` AFTER INSERT ON `coupons` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_coupons_au` AFTER UPDATE ON `coupons` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_coupons_ad` AFTER DELETE ON `coupons` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_product_prices_ai` AFTER INSERT ON `product_prices` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_product_prices_au` AFTER UPDATE ON `product_prices` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_product_prices_ad` AFTER DELETE ON `product_prices` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_document_comments_ai` AFTER INSERT ON `document_comments` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_document_comments_au` AFTER UPDATE ON `document_comments` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_document_comments_ad` AFTER DELETE ON `document_comments` BEGIN
  UPDATE `content_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
