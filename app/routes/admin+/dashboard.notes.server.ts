// The planner-notes tab's loader and action (dashboard.notes.tsx takes its server code from here only:
// decision 28): each note status's template, saved or reset to the default.
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { NOTE_TEMPLATE_INTENTS } from "~/components/admin/NoteTemplateForm";
import { noteTemplateSchema, noteTemplateTargetSchema } from "~/forms/planner-note.server";
import { parseFixedForm, replyInvalid } from "~/forms/submission.server";
import { readForm } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { PLANNER_NOTE_MESSAGES as M } from "~/messages/admin";
import { listNoteTemplates, resetNoteTemplate, saveNoteTemplate } from "~/models/back-office/planner-notes.server";

const TAB = "/admin/dashboard/notes";

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
