ALTER TABLE "reservations" ADD COLUMN "stay_status" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "checked_out_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refunds_awaiting_idx" ON "refunds" USING btree ("reservation_id") WHERE "refunds"."status" IN ('refund_pending', 'failed');--> statement-breakpoint
CREATE INDEX "reservations_checkin_idx" ON "reservations" USING btree ("checkin","hotel_id");--> statement-breakpoint
CREATE INDEX "reservations_checkout_idx" ON "reservations" USING btree ("checkout","hotel_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_stay_status_ck" CHECK ("reservations"."stay_status" IS NULL OR "reservations"."stay_status" IN ('checked_in', 'checked_out', 'no_show'));