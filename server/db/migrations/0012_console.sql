CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"hotel_id" integer,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "bed_number" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "size_m2" integer;--> statement-breakpoint
ALTER TABLE "room_nights" ADD COLUMN "min_nights" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_hotel_idx" ON "audit_log" USING btree ("hotel_id","id");--> statement-breakpoint
CREATE INDEX "room_nights_min_stay_idx" ON "room_nights" USING btree ("room_id","night") WHERE "room_nights"."min_nights" > 1;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_min_nights_ck" CHECK ("room_nights"."min_nights" BETWEEN 1 AND 30);