// Region openings: staff see the region requests grouped by region, and open a region once, which
// queues the promised message (a 알림톡, a text in its place) to everyone who asked for it
// (docs/decisions/0027-notifier.md, 0072-alimtalk-outbox.md).
import { db } from "~/db.server";
import { contains, type ListPage, type ListQuery, pageOf } from "../back-office/staff-lists.server";
import { queueMessages } from "../messaging/outbox.server";

export interface RequestedRegion {
  /** The region as the requests store it (a district's address, or what the visitor typed). */
  name: string;
  requests: number;
  newestRequestAt: string;
  /** When staff opened it; null while it is not open. */
  openedAt: string | null;
}

/** Requested regions, the most recently requested first, 50 a page; `q` finds a name (spaces and case ignored). */
export async function listRequestedRegions(query: ListQuery): Promise<ListPage<RequestedRegion>> {
  const text = query.q.replace(/\s+/g, "").toLowerCase();
  let select = db()
    .selectFrom("region_requests")
    .leftJoin("region_openings", "region_openings.name", "region_requests.name")
    .select((eb) => [
      "region_requests.name",
      eb.fn.countAll().as("requests"),
      eb.fn.max("region_requests.created_at").as("newestRequestAt"),
      "region_openings.opened_at as openedAt",
    ])
    .groupBy(["region_requests.name", "region_openings.opened_at"]);
  if (text) select = select.where(contains("replace(lower(region_requests.name), ' ', '')", text));
  return pageOf(select.orderBy("newestRequestAt", "desc").orderBy("region_requests.name"), query, (row) => ({
    name: row.name,
    // PostgreSQL counts in bigint, which its driver hands over as a string.
    requests: Number(row.requests),
    newestRequestAt: String(row.newestRequestAt),
    openedAt: row.openedAt,
  }));
}

export type OpenRegionResult =
  | { status: "opened"; queued: number }
  | { status: "already_open" }
  /** Nobody asked for a region of that name (a stale page or a forged form). */
  | { status: "unknown_region" };

/**
 * Opens a region once and, in the same transaction, queues one message per request of that region
 * (the region_opened template; dedupe key `region-open:{requestId}`, the request's phone digits as
 * recipient). region_openings' primary key decides: a second call, or one racing this one, opens
 * nothing and queues nothing. Delivery is the caller's next step (deliverSoon), after the commit.
 */
export async function openRegion(staffId: string, name: string, now = new Date()): Promise<OpenRegionResult> {
  return db()
    .transaction()
    .execute(async (trx): Promise<OpenRegionResult> => {
      const requests = await trx.selectFrom("region_requests").select(["id", "phone"]).where("name", "=", name).execute();
      if (requests.length === 0) return { status: "unknown_region" };
      const opening = await trx
        .insertInto("region_openings")
        .values({ name, opened_by: staffId, opened_at: now.toISOString() })
        .onConflict((oc) => oc.column("name").doNothing())
        .executeTakeFirst();
      if (Number(opening.numInsertedOrUpdatedRows ?? 0) === 0) return { status: "already_open" };
      const queued = await queueMessages(
        trx,
        requests.flatMap((request) =>
          request.phone === null
            ? []
            : [
                {
                  moment: "region_opened" as const,
                  dedupeKey: `region-open:${request.id}`,
                  recipient: request.phone,
                  // Whoever asked need not be a member: they asked for this message, by number.
                  userId: null,
                  params: { 지역: name },
                },
              ],
        ),
        now,
      );
      // The privacy policy promises the number is deleted once the text goes: from here on it lives only
      // in the outbox, which forgets it when the message is sent (outbox.server.ts). The rows stay, so
      // the region's count does.
      await trx.updateTable("region_requests").set({ phone: null }).where("name", "=", name).execute();
      return { status: "opened", queued };
    });
}
