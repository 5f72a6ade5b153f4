CREATE TABLE `coach_solution_reveals` (
	`user_id` integer NOT NULL,
	`page_row_id` integer NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `page_row_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`page_row_id`) REFERENCES `coach_pages`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Issue 15: a constant answer must not pass. Databases seeded before this migration get the
-- hidden tests the seed now has (a fresh database has no rows yet and is seeded afterwards).
UPDATE `coach_problems` SET `hidden_tests` = json_insert(`hidden_tests`, '$[#]', json('{"input":[[2,2,2]],"expected":true}'), '$[#]', json('{"input":[[-2,-2,-2,-2]],"expected":true}'), '$[#]', json('{"input":[[1,-1,-1,2,-2,5,3]],"expected":true}'))
WHERE `page_id` IN (SELECT `id` FROM `coach_pages` WHERE `slug` = 'circular-jump-cycle') AND `hidden_tests` NOT LIKE '%[[2,2,2]]%';
--> statement-breakpoint
UPDATE `coach_problems` SET `hidden_tests` = json_insert(`hidden_tests`, '$[#]', json('{"input":[["b!=a","a==b"]],"expected":false}'), '$[#]', json('{"input":[["a==b","b==c","c==d","d!=a"]],"expected":false}'), '$[#]', json('{"input":[["p==q","r==s","q==r","s!=p","x==y"]],"expected":false}'))
WHERE `page_id` IN (SELECT `id` FROM `coach_pages` WHERE `slug` = 'equation-consistency-check') AND `hidden_tests` NOT LIKE '%"b!=a","a==b"%';
