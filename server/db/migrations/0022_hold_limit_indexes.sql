DROP INDEX "reservations_ip_hold_idx";--> statement-breakpoint
CREATE INDEX "reservations_user_hold_idx" ON "reservations" USING btree ("user_id","hold_expires_at") WHERE "reservations"."status" = 'held';--> statement-breakpoint
CREATE INDEX "reservations_ip_hold_idx" ON "reservations" USING btree ("client_ip","hold_expires_at") WHERE "reservations"."status" = 'held';