// The planner-notes tab: the template of each note status (survey complete, consultation complete,
// plan sent), edited here and used to start every note sent from the dialogs ({name} = the customer).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NOTE_TEMPLATE_INTENTS, NoteTemplateForm } from "~/components/admin/NoteTemplateForm";
import { tabErrorBoundary } from "~/components/admin/TabLoadError";
import { noteTemplateSchema, noteTemplateTargetSchema } from "~/forms/planner-note.server";
import { parseFixedForm, replyInvalid } from "~/forms/submission.server";
import { readForm } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { PLANNER_NOTE_MESSAGES as M } from "~/messages/admin";
import { listNoteTemplates, resetNoteTemplate, saveNoteTemplate } from "~/models/back-office/planner-notes.server";
import type { PageHandle } from "~/page-rules";

const TAB = "/admin/dashboard/notes";

// The console's rule (admin+/dashboard.tsx), declared by every page of it.
export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "플래너 노트 - 관리자 콘솔" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { templates: await listNoteTemplates() };
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const formData = await readForm(request);
  const { status, intent } = parseFixedForm(formData, noteTemplateTargetSchema);
  if (intent === NOTE_TEMPLATE_INTENTS.reset) {
    await resetNoteTemplate(status);
    return redirectWithToast(TAB, "success", M.templateWasReset);
  }
  const submission = parseWithZod(formData, { schema: noteTemplateSchema });
  if (submission.status !== "success") return replyInvalid(submission.reply(), { status });
  const saved = await saveNoteTemplate({ status, template: submission.value.template, staffId: staff.id }).catch((error) => {
    console.error("note template save failed", error);
    return false;
  });
  if (!saved) return replyInvalid(submission.reply({ formErrors: [M.templateFailed] }), { status }, 500);
  return redirectWithToast(TAB, "success", M.templateSaved);
}

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
