ALTER TABLE "hotels" ADD COLUMN "checkin_from" text DEFAULT '14:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "checkout_until" text DEFAULT '12:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "hotel_payment" text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_payment_ck" CHECK ("hotels"."hotel_payment" IN ('cash', 'card', 'cash_and_card'));--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_hours_ck" CHECK ("hotels"."checkin_from" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "hotels"."checkout_until" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');