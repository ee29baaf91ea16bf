ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_phone_unique";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "successor_box" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "requester_sid" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_active" ON "users" USING btree ("email") WHERE "users"."verified_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_active" ON "users" USING btree ("phone") WHERE "users"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");