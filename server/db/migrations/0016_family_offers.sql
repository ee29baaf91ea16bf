ALTER TABLE "offers" ADD COLUMN "children_free_under" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_children_free_ck" CHECK ("offers"."children_free_under" BETWEEN 1 AND 17);--> statement-breakpoint
-- Decision 41: the demo's "Family holiday" offers promise children under 12 free; a kept data directory prices them too.
UPDATE "offers" SET "children_free_under" = 12 WHERE "en_title" LIKE 'Family holiday in %';
