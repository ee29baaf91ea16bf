CREATE TABLE "app_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"family_expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text,
	"country" text,
	"city" text,
	"image" text,
	"is_guest" boolean DEFAULT false NOT NULL,
	"is_agent" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'ar' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "feature_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"icon" text NOT NULL,
	"ar_name" text NOT NULL,
	"en_name" text NOT NULL,
	"kr_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "features" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"ar_name" text NOT NULL,
	"en_name" text NOT NULL,
	"kr_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_features" (
	"hotel_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	CONSTRAINT "hotel_features_hotel_id_feature_id_pk" PRIMARY KEY("hotel_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "hotel_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"image_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_services" (
	"hotel_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "hotel_services_hotel_id_service_id_pk" PRIMARY KEY("hotel_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"governorate_id" integer NOT NULL,
	"city_id" integer,
	"en_title" text NOT NULL,
	"ar_title" text NOT NULL,
	"kr_title" text NOT NULL,
	"address" text,
	"ar_address" text,
	"kr_address" text,
	"en_description" text,
	"ar_description" text,
	"kr_description" text,
	"stars" integer NOT NULL,
	"rate" numeric(2, 1) DEFAULT 0 NOT NULL,
	"total_views" integer DEFAULT 0 NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"reserve_without_credit" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"show_in_website" boolean DEFAULT true NOT NULL,
	"smoking_policy" text,
	"has_pool" boolean DEFAULT false NOT NULL,
	"has_gym" boolean DEFAULT false NOT NULL,
	"has_restaurant" boolean DEFAULT false NOT NULL,
	"has_bar" boolean DEFAULT false NOT NULL,
	"has_brakfast" boolean DEFAULT false NOT NULL,
	"has_sauna" boolean DEFAULT false NOT NULL,
	"has_room_service" boolean DEFAULT false NOT NULL,
	"has_sweet_rooms" boolean DEFAULT false NOT NULL,
	"has_free_parking" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"image_path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_services" (
	"room_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "room_services_room_id_service_id_pk" PRIMARY KEY("room_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"en_name" text NOT NULL,
	"ar_name" text NOT NULL,
	"kr_name" text NOT NULL,
	"image_url" text,
	"bathroom_number" integer DEFAULT 1 NOT NULL,
	"adult_number" integer NOT NULL,
	"children_number" integer DEFAULT 0 NOT NULL,
	"room_count" integer NOT NULL,
	"base_rate" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"icon" text NOT NULL,
	"ar_name" text NOT NULL,
	"en_name" text NOT NULL,
	"kr_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency_name" text NOT NULL,
	"real_name" text NOT NULL,
	"ar_name" text NOT NULL,
	"kr_name" text NOT NULL,
	"image" text,
	"ex_price" numeric(14, 6) NOT NULL,
	"decimals" integer DEFAULT 2 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "currencies_currency_name_unique" UNIQUE("currency_name")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"hotel_id" integer NOT NULL,
	"percentage" integer NOT NULL,
	"ar_description" text,
	"en_description" text,
	"kr_description" text
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"department_type" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"ar_question" text NOT NULL,
	"en_question" text NOT NULL,
	"kr_question" text NOT NULL,
	"ar_answer" text NOT NULL,
	"en_answer" text NOT NULL,
	"kr_answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"governorate_id" integer,
	"hotel_id" integer,
	"image_path" text NOT NULL,
	"alt" text NOT NULL,
	"ar_title" text NOT NULL,
	"en_title" text NOT NULL,
	"kr_title" text NOT NULL,
	"ar_description" text,
	"en_description" text,
	"kr_description" text,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slider_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"slider_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"child_type" text NOT NULL,
	"child_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"slider_type" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"ar_title" text NOT NULL,
	"en_title" text NOT NULL,
	"kr_title" text NOT NULL,
	"ar_description" text,
	"en_description" text,
	"kr_description" text
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"governorate_id" integer NOT NULL,
	"ar_name" text NOT NULL,
	"en_name" text NOT NULL,
	"kr_name" text NOT NULL,
	"aliases" text DEFAULT '' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "governorates" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"ar_name" text NOT NULL,
	"en_name" text NOT NULL,
	"kr_name" text NOT NULL,
	"image_path" text,
	"lat" double precision,
	"lng" double precision,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "governorates_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "features" ADD CONSTRAINT "features_group_id_feature_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."feature_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_features" ADD CONSTRAINT "hotel_features_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_features" ADD CONSTRAINT "hotel_features_feature_id_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."features"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_images" ADD CONSTRAINT "hotel_images_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_services" ADD CONSTRAINT "hotel_services_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_services" ADD CONSTRAINT "hotel_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_governorate_id_governorates_id_fk" FOREIGN KEY ("governorate_id") REFERENCES "public"."governorates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_images" ADD CONSTRAINT "room_images_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_services" ADD CONSTRAINT "room_services_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_services" ADD CONSTRAINT "room_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_governorate_id_governorates_id_fk" FOREIGN KEY ("governorate_id") REFERENCES "public"."governorates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slider_items" ADD CONSTRAINT "slider_items_slider_id_sliders_id_fk" FOREIGN KEY ("slider_id") REFERENCES "public"."sliders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_governorate_id_governorates_id_fk" FOREIGN KEY ("governorate_id") REFERENCES "public"."governorates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hotel_images_hotel_idx" ON "hotel_images" USING btree ("hotel_id","sort_order");--> statement-breakpoint
CREATE INDEX "hotels_governorate_idx" ON "hotels" USING btree ("governorate_id","id");--> statement-breakpoint
CREATE INDEX "hotels_city_idx" ON "hotels" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "room_images_room_idx" ON "room_images" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "rooms_hotel_idx" ON "rooms" USING btree ("hotel_id");--> statement-breakpoint
CREATE INDEX "faqs_department_idx" ON "faqs" USING btree ("department_type","sort_order");--> statement-breakpoint
CREATE INDEX "offers_governorate_idx" ON "offers" USING btree ("governorate_id","end_date");--> statement-breakpoint
CREATE INDEX "slider_items_slider_idx" ON "slider_items" USING btree ("slider_id","sort_order");--> statement-breakpoint
CREATE INDEX "cities_governorate_idx" ON "cities" USING btree ("governorate_id");