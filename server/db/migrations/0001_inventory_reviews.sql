CREATE TABLE "room_nights" (
	"room_id" integer NOT NULL,
	"night" date NOT NULL,
	"rooms_for_sale" integer NOT NULL,
	"rooms_held" integer DEFAULT 0 NOT NULL,
	"rooms_booked" integer DEFAULT 0 NOT NULL,
	"rate" numeric(10, 2) NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "room_nights_room_id_night_pk" PRIMARY KEY("room_id","night"),
	CONSTRAINT "room_nights_inventory_ck" CHECK ("room_nights"."rooms_held" >= 0 AND "room_nights"."rooms_booked" >= 0 AND "room_nights"."rooms_held" + "room_nights"."rooms_booked" <= "room_nights"."rooms_for_sale"),
	CONSTRAINT "room_nights_rate_ck" CHECK ("room_nights"."rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"comment" text,
	"rate" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_rate_ck" CHECK ("comments"."rate" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"hotel_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_hotel_id_pk" PRIMARY KEY("user_id","hotel_id")
);
--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "child_free_age" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "child_night_rate" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_nights_night_idx" ON "room_nights" USING btree ("night");--> statement-breakpoint
CREATE INDEX "comments_hotel_idx" ON "comments" USING btree ("hotel_id","created_at");--> statement-breakpoint
CREATE INDEX "favourites_hotel_idx" ON "favourites" USING btree ("hotel_id");--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_stars_ck" CHECK ("hotels"."stars" BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_rate_ck" CHECK ("hotels"."rate" BETWEEN 0 AND 5);