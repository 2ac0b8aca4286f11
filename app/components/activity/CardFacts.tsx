import type { PhotobookCard, TravelCard } from "~/models/accounts/activity.server";

/**
 * A card's dates and money as shown, formatted by the dashboard's loader (dashboard.server.ts): the
 * page's script carries no formatter (docs/decisions/0028-page-script-budget.md).
 */
export interface ShownFacts {
  orderedAt: string;
  amount: string;
  refundedAt: string | null;
  travelEnd: string | null;
  noteAt: string | null;
}

/** The cards as the dashboard's loader sends them: the raw dates and amounts only in `shown`'s form. */
export type ShownTravelCard = Omit<TravelCard, "createdAt" | "amount" | "refundedAt" | "travelEndDate" | "orderStatus"> & {
  shown: ShownFacts;
};
export type ShownPhotobookCard = Omit<PhotobookCard, "createdAt" | "amount"> & { shown: ShownFacts };

/** A card's label and value rows (order date, amount, …); rows without a value are left out. */
export function CardFacts({ facts }: { facts: [label: string, value: string | null][] }) {
  return (
    <dl className="activity-card__facts">
      {facts
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
