// The planner-notes tab: the template of each note status (survey complete, consultation complete,
// plan sent), edited here and used to start every note sent from the dialogs ({name} = the customer).
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NoteTemplateForm } from "~/components/admin/NoteTemplateForm";
import { tabErrorBoundary } from "~/components/admin/TabLoadError";
import { PLANNER_NOTE_MESSAGES as M } from "~/messages/admin";
import type { PageHandle } from "~/page-rules";
import type { action, loader } from "./dashboard.notes.server";

export { action, loader } from "./dashboard.notes.server";

const TAB = "/admin/dashboard/notes";

// The console's rule (admin+/dashboard.tsx), declared by every page of it.
export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "플래너 노트 - 관리자 콘솔" }];

export default function NotesTab() {
  const { templates } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <section aria-labelledby="notes-title">
      <div className="tab-title">
        <h1 id="notes-title">{M.tabTitle}</h1>
      </div>
      <p className="hint note-templates__lead">{M.tabLead}</p>
      <div className="note-templates">
        {templates.map((template) => (
          <NoteTemplateForm
            key={template.status}
            template={template}
            result={actionData?.status === template.status ? actionData.result : undefined}
          />
        ))}
      </div>
    </section>
  );
}

export const ErrorBoundary = tabErrorBoundary(M.tabTitle, TAB);
