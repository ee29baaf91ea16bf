CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"reservation_id" integer NOT NULL,
	"provider" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_ck" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "reservation_rooms" ADD COLUMN "cancellation_policy" text DEFAULT 'free_until' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_rooms" ADD COLUMN "free_cancel_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_rooms" ADD COLUMN "first_night_base" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "penalty_base" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "cancellation_policy" text DEFAULT 'free_until' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "free_cancel_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_uq" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_reservation_idx" ON "refunds" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reservations_ip_hold_idx" ON "reservations" USING btree ("client_ip") WHERE "reservations"."status" = 'held';--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_free_cancel_days_ck" CHECK ("rooms"."free_cancel_days" BETWEEN 0 AND 60);