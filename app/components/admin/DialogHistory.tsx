// What staff wrote before, under a dialog's form (consultation logs, planner notes): a count, an empty
// line, or a list with when and who for each entry, then the entry's own lines.
import type { ReactNode } from "react";
import { formatDateTime } from "~/utils/format";

interface HistoryEntry {
  id: string;
  createdAt: string;
  staffName: string | null;
}

export function DialogHistory<T extends HistoryEntry>(props: {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  emptyText: string;
  entries: readonly T[];
  children: (entry: T) => ReactNode;
}) {
  return (
    <section className="dialog-history" aria-labelledby={props.id}>
      <h3 id={props.id}>
        {props.title} <span className="hint">{props.entries.length}건</span>
      </h3>
      {props.entries.length === 0 ? (
        <p className="hint">{props.emptyText}</p>
      ) : (
        <ol>
          {props.entries.map((entry) => (
            <li key={entry.id}>
              <p className="dialog-history__meta">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                {entry.staffName ? ` · ${entry.staffName}` : null}
              </p>
              {props.children(entry)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
