ALTER TABLE "discounts" ADD COLUMN "stay_from" date;--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "stay_to" date;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_stay_ck" CHECK ("discounts"."stay_from" <= "discounts"."stay_to");