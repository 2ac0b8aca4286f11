// One mission of the family's plan: completing it (an optional note and up to five photos) and removing a
// photo chosen for it. Without JavaScript the completion is one multi-file form streamed through the
// shared uploader (storePhotoForm in app/http/photo-form.server.ts), then a redirect back to the mission;
// with JavaScript the photos went up as they were picked and the completion is a fetcher post answered
// with data, so the celebration plays on the page. Only the plan's family (docs/decisions/0051-mission-log.md).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { completeSchema, MISSION_INTENTS, removePhotoSchema } from "~/forms/missions.server";
import { parseFixedForm } from "~/forms/submission.server";
import { storePhotoForm } from "~/http/photo-form.server";
import { formText, readForm, requestError } from "~/http/request.server";
import { requireUser } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { MISSION_ANSWERS as M } from "~/messages/mission-log";
import { completeMission, isMissionOpen, removeMissionPhoto } from "~/models/missions/completions.server";
import { isPlanFamily } from "~/models/plans/queries.server";
import { missionAnchor } from "~/vocabulary/missions";

function notFound(): Response {
  return Response.json({ message: M.notFound }, { status: 404, headers: { "Cache-Control": "no-store" } });
}

const tabOf = (planId: string, missionId: string) =>
  `/travel/plan/${encodeURIComponent(planId)}?tab=missions#${encodeURIComponent(missionAnchor(missionId))}`;

/** The address is a form's target: opened, it shows the mission on its tab. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, { reason: "plan" });
  return redirect(tabOf(params.planId ?? "", params.missionId ?? ""));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const member = await requireUser(request, { reason: "plan" });
  const planId = params.planId ?? "";
  const missionId = params.missionId ?? "";
  // The plan's family only (staff and other members: not found), and one of its missions.
  if (!(await isPlanFamily(member.id, planId))) throw notFound();
  const back = tabOf(planId, missionId);
  const multipart = (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");

  // Without JavaScript: the note, then the photos, each stored as it streams in; beyond five dropped.
  const { formData, dropped, problems } = multipart
    ? await storePhotoForm(request, {
        intent: MISSION_INTENTS.complete,
        uploader: member,
        category: "mission-proof",
        target: { entityId: missionId, parentId: planId },
        whenGone: M.notFound,
      })
    : { formData: await readForm(request), dropped: 0, problems: [] as string[] };
  const intent = formText(formData, "intent");
  const fetcher = formText(formData, "via") === "fetcher";

  if (intent === MISSION_INTENTS.removePhoto && !multipart) {
    const { uploadId } = parseFixedForm(formData, removePhotoSchema);
    const removed = await removeMissionPhoto({ planId, missionId, userId: member.id, uploadId });
    if (fetcher) return data({ ok: removed, message: removed ? M.removed : M.removeFailed });
    return redirectWithToast(back, removed ? "success" : "info", removed ? M.removed : M.removeFailed);
  }
  if (intent !== MISSION_INTENTS.complete) throw requestError(400);

  const parsed = completeSchema.safeParse({ note: formText(formData, "note") });
  if (!parsed.success) {
    if (fetcher) return data({ ok: false as const, message: M.noteTooLong }, { status: 400 });
    return redirectWithToast(back, "error", M.noteTooLong);
  }
  // A photo refused for its file (type, size, HEIC) stops the completion: the family picks again.
  if (problems.length) {
    if (!(await isMissionOpen(planId, missionId))) return redirectWithToast(back, "info", M.already);
    return redirectWithToast(back, "error", problems.join(" "));
  }
  const result = await completeMission({ planId, missionId, userId: member.id, note: parsed.data.note });
  if (!result.ok) {
    if (fetcher) return data({ ok: false as const, message: M.notFound }, { status: 404 });
    return redirectWithToast(back, "error", M.notFound);
  }
  if (fetcher)
    return data({
      ok: true as const,
      already: result.already,
      points: result.points,
      completedMissions: result.completedMissions,
      message: result.already ? M.already : null,
    });
  if (result.already) return redirectWithToast(back, "info", M.already);
  const told = dropped ? `${M.completed(result.points)} ${M.dropped(dropped)}` : M.completed(result.points);
  return redirectWithToast(back, "success", told);
}
