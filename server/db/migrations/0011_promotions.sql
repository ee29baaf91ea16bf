ALTER TABLE "discount_codes" ADD COLUMN "public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "percentage" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "min_nights" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "min_days_ahead" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "discounts_hotel_idx" ON "discounts" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "offers_hotel_idx" ON "offers" USING btree ("hotel_id");--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_percentage_ck" CHECK ("discounts"."percentage" BETWEEN 1 AND 90);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_percentage_ck" CHECK ("offers"."percentage" BETWEEN 1 AND 90);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_terms_ck" CHECK ("offers"."min_nights" >= 1 AND "offers"."min_days_ahead" >= 0);