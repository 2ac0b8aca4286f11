// The stale-order sweep reads every pending order in the database, and on PostgreSQL the test files
// share one. A file whose assertions depend on which sweep settles its orders (a spy on the paid
// effect) or on how many pending orders a sweep finds (a hundred left unpaid) dates its orders days
// ahead, in a window of its own that no other file's sweep reaches (a sweep looks two days back from its
// clock), and sweeps on that window's clock.
import { randomInt } from "node:crypto";
import { db } from "~/db.server";

const DAY = 24 * 60 * 60_000;

export function ownSweepWindow() {
  const hour = Date.now() + randomInt(2, 3000) * 3 * DAY;
  return {
    /** Moves these orders into the window, made at its start or `minutesLater`. */
    async date(orderIds: string[], minutesLater = 0): Promise<void> {
      const createdAt = new Date(hour + minutesLater * 60_000).toISOString();
      await db().updateTable("orders").set({ created_at: createdAt }).where("id", "in", orderIds).execute();
    },
    /** A sweep's clock when the window's orders are old enough to be looked at (its start and a minute later). */
    later: () => new Date(hour + 7 * 60_000),
  };
}
