// The plan editor: one card per day with its chapters as the family sees them, add a
// chapter at the end or between two, edit, delete (with a confirmation, decision 0036), add the next day,
// save (publish to the family) and send. Each change is its own form against the server-held working
// copy, so the editor works without JavaScript and nothing is lost on reload; the unsaved-changes
// banner and the save button follow the copy (docs/decisions/0036-travel-plan-editor.md). Below the
// days, the plan's missions and products with what the family did with them (decision 0050).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, Link, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { StatusBadge } from "~/components/admin/OrderDialogParts";
import { BusyLabel } from "~/components/form/BusyLabel";
import { CatalogueDialog } from "~/components/plan/CatalogueDialog";
import { ChapterFateQuestion, MissionSection, ProductSection } from "~/components/plan/CatalogueEditor";
import { ChapterCard } from "~/components/plan/ChapterCard";
import { ChapterDialog } from "~/components/plan/ChapterDialog";
import { EDITOR_MESSAGES as M, PLANS_TAB_MESSAGES } from "~/messages/plans";
import type { PageHandle } from "~/page-rules";
import adminStyles from "~/styles/admin.css";
import planStyles from "~/styles/plan.css";
import { formatDate, formatDateTime } from "~/utils/format";
import type { action, loader } from "./plan.$planId.server";

export { action, loader } from "./plan.$planId.server";

// The plan editor keeps the site footer: unlike the console and the staff login, it is not among the
// pages that hide it.
export const handle: PageHandle = { page: { member: "staff", menu: false } };

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: adminStyles },
  { rel: "stylesheet", href: planStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.plan.title} - 여행 계획 편집 - 관리자 콘솔` : "여행 계획 편집 - 관리자 콘솔" },
];

const TAB = "/admin/dashboard/plans";

export default function PlanEditor() {
  const {
    plan,
    days,
    dialog,
    confirmDelete,
    missions,
    products,
    chapterOptions,
    library,
    catalogueDialog,
    confirmCatalogue,
    chaptersWithItems,
  } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("intent") : undefined;
  const base = `/admin/plan/${plan.id}`;
  const chapterCount = days.reduce((count, day) => count + day.chapters.length, 0);

  // The copy is on the server, but a closed tab should still not surprise staff.
  useEffect(() => {
    if (!plan.dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = M.leaveWarning;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [plan.dirty]);

  const open = reply && "target" in reply ? reply : dialog ? { ...dialog, errors: {}, preview: false } : null;
  const catalogueReply = reply && "dialog" in reply && catalogueDialog?.kind === reply.dialog ? reply.result : undefined;
  const catalogueItem = catalogueDialog?.id
    ? ((catalogueDialog.kind === "mission" ? missions : products) as { id: string }[]).find((item) => item.id === catalogueDialog.id)
    : null;
  const asksFirst = new Set(chaptersWithItems);

  return (
    <div className="admin-page plan-editor" data-page="plan-editor">
      <header className="plan-editor__header">
        <Link to={TAB} className="button button--ghost button--small">
          {M.back}
        </Link>
        <Link to={`${base}/images`} className="button button--ghost button--small">
          이미지 보관함
        </Link>
        <Form method="post" className="plan-editor__actions">
          {plan.dirty ? (
            <button
              type="submit"
              name="intent"
              value="discard"
              className="button button--ghost button--small"
              disabled={busy !== undefined}
            >
              {M.discard}
            </button>
          ) : null}
          <button
            type="submit"
            name="intent"
            value="save"
            className="button button--primary button--small"
            disabled={!plan.dirty || busy === "save"}
          >
            <BusyLabel busy={busy === "save"} busyText={M.saving}>
              {M.save}
            </BusyLabel>
          </button>
        </Form>
      </header>

      <div>
        <h1>{plan.title}</h1>
        <p className="hint">
          {plan.customerName} · {plan.orderName} <StatusBadge status={plan.orderStatus} /> ·{" "}
          {PLANS_TAB_MESSAGES.planStatus[plan.status] ?? plan.status}
          {plan.sentAt ? ` · ${M.sentAt} ${formatDateTime(plan.sentAt)}` : ""}
        </p>
      </div>

      {plan.dirty ? (
        <p className="plan-editor__banner" role="status">
          {M.unsaved}
        </p>
      ) : null}

      {days.map((day) => (
        <section key={day.dayNumber} className="plan-day" id={`day-${day.dayNumber}`} aria-labelledby={`day-${day.dayNumber}-title`}>
          <h2 id={`day-${day.dayNumber}-title`}>
            {M.day(day.dayNumber)}
            {day.date ? <span className="hint"> · {formatDate(day.date)}</span> : null}
          </h2>
          {day.chapters.length === 0 ? <p className="hint">{M.emptyDay}</p> : null}
          <ol>
            {day.chapters.map((chapter, index) => (
              <li key={chapter.id} id={`chapter-${chapter.id}`} className="plan-chapter">
                {index > 0 ? (
                  <Link
                    to={`${base}?chapter=new&day=${day.dayNumber}&at=${index}`}
                    className="button button--ghost button--small plan-chapter__insert"
                    preventScrollReset
                  >
                    + {M.addChapterHere}
                    <span className="visually-hidden">
                      {" "}
                      ({M.day(day.dayNumber)} {index}번째와 {index + 1}번째 사이)
                    </span>
                  </Link>
                ) : null}
                <ChapterCard chapter={chapter} />
                <div className="plan-chapter__actions">
                  <Link to={`${base}?chapter=${chapter.id}`} className="button button--outline button--small" preventScrollReset>
                    {M.edit}
                    <span className="visually-hidden"> ({chapter.chapterTitle})</span>
                  </Link>
                  <Form
                    method="post"
                    preventScrollReset
                    onSubmit={(event) => {
                      // A chapter with missions or products: the server's question asks what becomes of them.
                      if (asksFirst.has(chapter.id)) return;
                      // With JavaScript the browser asks; without it the server shows the confirmation step.
                      if (!window.confirm(M.confirmDelete)) {
                        event.preventDefault();
                        return;
                      }
                      const confirmed = event.currentTarget.elements.namedItem("confirmed");
                      if (confirmed instanceof HTMLInputElement) confirmed.value = "yes";
                    }}
                  >
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="activityId" value={chapter.id} />
                    <input type="hidden" name="confirmed" value="no" />
                    <button type="submit" className="button button--ghost button--small">
                      {M.delete}
                      <span className="visually-hidden"> ({chapter.chapterTitle})</span>
                    </button>
                  </Form>
                </div>
                {confirmDelete?.activityId === chapter.id &&
                (confirmDelete.items.missions.length > 0 || confirmDelete.items.products.length > 0) ? (
                  <ChapterFateQuestion
                    activityId={chapter.id}
                    items={confirmDelete.items}
                    targets={confirmDelete.targets}
                    error={confirmDelete.fateError}
                    cancelTo={`${base}#chapter-${chapter.id}`}
                  />
                ) : confirmDelete?.activityId === chapter.id ? (
                  <div className="plan-confirm" role="alertdialog" aria-labelledby={`confirm-${chapter.id}`}>
                    <p id={`confirm-${chapter.id}`}>{M.confirmDelete}</p>
                    <Form method="post" className="plan-chapter__actions">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="activityId" value={chapter.id} />
                      <input type="hidden" name="confirmed" value="yes" />
                      <button type="submit" className="button button--primary button--small">
                        {M.confirmYes}
                      </button>
                      <Link to={`${base}#chapter-${chapter.id}`} className="button button--outline button--small">
                        {M.confirmNo}
                      </Link>
                    </Form>
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
          <Link to={`${base}?chapter=new&day=${day.dayNumber}`} className="button button--outline button--small" preventScrollReset>
            + {M.addChapter}
            <span className="visually-hidden"> ({M.day(day.dayNumber)})</span>
          </Link>
        </section>
      ))}

      <Form method="post" preventScrollReset>
        <button type="submit" name="intent" value="add-day" className="button button--outline button--block" disabled={busy === "add-day"}>
          + {M.addNextDay}
        </button>
      </Form>

      <MissionSection
        missions={missions}
        base={base}
        canAdd={chapterOptions.length > 0}
        confirmDelete={confirmCatalogue.deleteMission}
        confirmUndo={confirmCatalogue.undo}
      />
      <ProductSection products={products} base={base} canAdd={chapterOptions.length > 0} confirmDelete={confirmCatalogue.deleteProduct} />

      {plan.status === "draft" ? (
        <Form method="post" className="plan-day">
          <p className="hint">{plan.dirty ? M.sendDirty : M.sendHint}</p>
          <button
            type="submit"
            name="intent"
            value="send"
            className="button button--primary"
            disabled={plan.dirty || chapterCount === 0 || busy === "send"}
          >
            {M.send}
          </button>
        </Form>
      ) : null}

      {catalogueDialog ? (
        <CatalogueDialog
          key={`${catalogueDialog.kind}-${catalogueDialog.id ?? "new"}`}
          kind={catalogueDialog.kind}
          item={(catalogueItem as Parameters<typeof CatalogueDialog>[0]["item"]) ?? null}
          chapters={chapterOptions}
          library={library}
          result={catalogueReply}
          base={base}
        />
      ) : null}
      {open ? <ChapterDialog key={JSON.stringify([open.target, open.draft, open.preview])} {...open} closeTo={base} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // An unknown plan: the root's not-found screen (an error boundary's own throw goes up to the root's).
  if (isRouteErrorResponse(error) && error.status === 404) throw error;
  return (
    <div className="admin-page plan-editor">
      <p className="load-error" role="alert">
        {M.loadFailed}
      </p>
      <a href={TAB} className="button button--outline button--small">
        {M.back}
      </a>
    </div>
  );
}
