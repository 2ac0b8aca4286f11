// The development outbox: the 알림톡 and text messages this server would have sent, while the 알림톡
// sandbox or the text outbox is on (docs/decisions/0027-notifier.md, 0072-alimtalk-outbox.md): each
// 알림톡 with its template, and the text that replaced it when it failed. With real providers for both
// the page does not exist (404), and it is never in the console's sidebar: the regions tab links to it.
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { LIST_LOAD_FAILED, OUTBOX_MESSAGES as M, OUTBOX_CHANNEL_LABELS, OUTBOX_STATUS_LABELS } from "~/messages/admin";
import type { PageHandle } from "~/page-rules";
import type { loader } from "./dashboard.outbox.server";

export { loader } from "./dashboard.outbox.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export default function OutboxPage() {
  const { messages } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="outbox-title">
      <Title />
      <p className="tab-lead">{M.lead}</p>
      {messages.length === 0 ? (
        <p className="empty-state">{M.empty}</p>
      ) : (
        // A list rather than a table: a text is read whole, and a phone need not scroll sideways.
        <ol className="outbox-list">
          {messages.map((message) => (
            <li key={message.id} className="outbox-message">
              <p className="outbox-message__head">
                <span className={`outbox-message__channel outbox-message__channel--${message.channel}`}>
                  {OUTBOX_CHANNEL_LABELS[message.channel]}
                </span>
                <span className="outbox-message__recipient">{message.recipient}</span>
                <span className={`status-badge status-badge--outbox-${message.status}`}>{OUTBOX_STATUS_LABELS[message.status]}</span>
              </p>
              {message.templateCode ? (
                <p className="outbox-message__template">
                  {message.templateName ?? "템플릿"} · <code>{message.templateCode}</code>
                </p>
              ) : null}
              <p className="outbox-message__body">{message.body}</p>
              {message.error ? <p className="outbox-message__error">{message.error}</p> : null}
              <p className="outbox-message__times">
                만든 시각 {message.createdAt}
                {message.status === "sent" && message.sentAt ? ` · 보낸 시각 ${message.sentAt}` : null}
                {message.attempts > 1 ? ` · ${M.attempts(message.attempts)}` : null}
                {message.nextAttemptAt ? ` · ${M.retryAt(message.nextAttemptAt)}` : null}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Title() {
  return (
    <div className="tab-title">
      <h1 id="outbox-title">{M.title}</h1>
      <Link to="/admin/dashboard/regions" className="button button--outline button--small">
        지역 요청으로
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <section aria-labelledby="outbox-title">
      <Title />
      <p className="load-error" role="alert">
        {isRouteErrorResponse(error) && error.status === 404 ? M.notFound : LIST_LOAD_FAILED}
      </p>
    </section>
  );
}
