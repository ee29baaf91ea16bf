ALTER TABLE "rooms" ADD COLUMN "child_night_rate" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "room_calendars" ADD COLUMN "child_night_rate" numeric(10, 2);