// Sign-up completion's loader and action (signup.complete.tsx takes its server code from here only:
// decision 28).
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { FAMILY_INTENTS } from "~/components/FamilyBuilder";
import { familyFormStep, hasPendingFamilyMember } from "~/forms/family.server";
import { profileSchema } from "~/forms/profile.server";
import { replyInvalid } from "~/forms/submission.server";
import { formText, readForm, safeRedirectPath } from "~/http/request.server";
import { requireUser } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { PROFILE_MESSAGES } from "~/messages/profile";
import { completeSignup, getSignupDraft, type SignupDraft, updateSignupDraft } from "~/models/accounts/signup-drafts.server";
import type { User } from "~/models/accounts/users.server";
import { listFamilyMembers } from "~/utils/family";
import { phoneDigits } from "~/utils/phone";

function currentDraft(user: User, saved: SignupDraft | null): SignupDraft {
  return saved ?? { name: user.name ?? user.nickname ?? "", phone: user.phone ?? "", familyMembers: user.familyMembers };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  const saved = await getSignupDraft(user.id);
  // Sign-up is done once; a member with a phone number has nothing to complete.
  if (user.phone && !saved) throw redirect(redirectTo);
  const draft = currentDraft(user, saved);
  return { draft: { ...draft, members: listFamilyMembers(draft.familyMembers) }, redirectTo };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const formData = await readForm(request);
  const pressed = formText(formData, "intent") || "submit";
  // A member chosen or typed in the adder but not added yet is added by the submit too (or its
  // problem is shown there), never silently dropped.
  const intent = pressed === "submit" && hasPendingFamilyMember(formData) ? FAMILY_INTENTS.add : pressed;
  const profile = currentDraft(user, null);
  // Whatever was typed is kept, whichever button was pressed.
  const typed = { name: formText(formData, "name").slice(0, 30), phone: phoneDigits(formText(formData, "phone")) };
  const here = new URL(request.url);

  const shown = (await getSignupDraft(user.id)) ?? profile;
  const familyStep = familyFormStep(intent, formData, shown.familyMembers);
  if (familyStep && !familyStep.ok) {
    await updateSignupDraft(user.id, profile, (draft) => ({ ...draft, ...typed }));
    return replyInvalid(familyStep.reply);
  }
  if (familyStep) {
    await updateSignupDraft(user.id, profile, (latest) => ({
      ...latest,
      ...typed,
      familyMembers: familyStep.change(latest.familyMembers),
    }));
  }
  if (pressed !== "submit") return redirect(`${here.pathname + here.search}#family`);

  const submission = parseWithZod(formData, { schema: profileSchema });
  if (submission.status !== "success") {
    await updateSignupDraft(user.id, profile, (latest) => ({ ...latest, ...typed }));
    return replyInvalid(submission.reply());
  }
  try {
    await completeSignup(user.id, submission.value);
  } catch (error) {
    console.error("sign-up completion failed", error);
    return replyInvalid(submission.reply({ formErrors: [PROFILE_MESSAGES.failure] }), {}, 500);
  }
  return redirectWithToast(safeRedirectPath(here.searchParams.get("redirectTo")), "success", PROFILE_MESSAGES.welcome);
}
