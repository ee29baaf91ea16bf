-- Room space for the next version of a row on its own page, so that holding, booking and
-- releasing a night (and the calendar trigger's update of its room type) is a HOT update: no new
-- entry in every index of the table, and no queue of concurrent bookings writing their new
-- versions into the same last page. A freshly filled table had none (bench:booking: 55 of 4,920
-- room-night updates HOT). Applies to pages written from now on; decision 29 has the figures.
ALTER TABLE "room_nights" SET (fillfactor = 90);--> statement-breakpoint
ALTER TABLE "room_calendars" SET (fillfactor = 50);
