// The member's notifications on the dashboard: what the planner and staff told the family, newest
// first, unread ones marked, and one button that reads them all (a plain post: works without script).
import { Form, Link } from "@remix-run/react";
import { NOTIFICATION_MESSAGES } from "~/messages/notifications";
import type { Notification } from "~/models/messaging/notifications.server";

/** The list's one button; the dashboard's action accepts nothing else (app/forms/notifications.server.ts). */
export const NOTIFICATION_INTENTS = { readAll: "read-all" } as const;

export function Notifications({ notifications }: { notifications: readonly (Notification & { shownAt: string })[] }) {
  const unread = notifications.some((notification) => !notification.read);
  return (
    <section className="notifications" aria-labelledby="notifications-title">
      <div className="notifications__header">
        <h2 id="notifications-title">{NOTIFICATION_MESSAGES.title}</h2>
        {unread ? (
          <Form method="post" action="/dashboard" preventScrollReset>
            <button type="submit" name="intent" value={NOTIFICATION_INTENTS.readAll} className="button button--outline button--small">
              {NOTIFICATION_MESSAGES.markAllRead}
            </button>
          </Form>
        ) : null}
      </div>
      <ul className="notifications__list">
        {notifications.map((notification) => (
          <li key={notification.id} className={notification.read ? undefined : "is-unread"}>
            <Link to={notification.link ?? "/dashboard"}>
              {notification.read ? null : <span className="visually-hidden">{NOTIFICATION_MESSAGES.unread}: </span>}
              {notification.message}
              <time className="notifications__time" dateTime={notification.createdAt}>
                {notification.shownAt}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
