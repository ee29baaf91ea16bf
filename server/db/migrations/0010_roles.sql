CREATE TABLE "hotel_managers" (
	"user_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	CONSTRAINT "hotel_managers_user_id_hotel_id_pk" PRIMARY KEY("user_id","hotel_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_managers" ADD CONSTRAINT "hotel_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_managers" ADD CONSTRAINT "hotel_managers_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_managers_hotel_idx" ON "hotel_managers" USING btree ("hotel_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('user', 'agent', 'hotel_manager', 'admin'));--> statement-breakpoint
-- Agents keep booking without paying online: the flag becomes their role (decision 23).
UPDATE "users" SET "role" = 'agent' WHERE "is_agent";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_agent";
