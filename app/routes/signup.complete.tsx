import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BackLink } from "~/components/BackLink";
import { FAMILY_INTENTS, FamilyBuilder } from "~/components/FamilyBuilder";
import { ErrorList } from "~/components/form/ErrorList";
import { InputField, PhoneField } from "~/components/form/Field";
import { formReply } from "~/components/form/reply";
import { familyFormStep, hasPendingFamilyMember } from "~/forms/family.server";
import { profileSchema } from "~/forms/profile.server";
import { replyInvalid } from "~/forms/submission.server";
import { formText, readForm, safeRedirectPath } from "~/http/request.server";
import { requireUser } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { PROFILE_MESSAGES } from "~/messages/profile";
import { completeSignup, getSignupDraft, type SignupDraft, updateSignupDraft } from "~/models/signup-drafts.server";
import type { User } from "~/models/users.server";
import type { PageHandle } from "~/page-rules";
import { listFamilyMembers } from "~/utils/family";
import { phoneDigits } from "~/utils/phone";

export const handle: PageHandle = { page: { member: "default", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "회원가입 완료 - 패밀리트립" }];

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

export default function SignupComplete() {
  const { draft } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "submit";
  // A failed add replies with the adder's errors only; a failed submit with the profile's.
  const form = formReply(actionData?.result, { id: "signup", defaultValue: { name: draft.name, phone: draft.phone } });

  return (
    <section className="page signup" aria-labelledby="signup-title">
      <BackLink href="/" />
      <h1 id="signup-title" className="page__title">
        환영해요!
        <br />몇 가지만 알려주세요
      </h1>
      <p className="page__lead">상담과 여행 플랜에 쓰일 정보예요. 가족 구성은 나중에 설문에서 바꿀 수 있어요.</p>

      <Form method="post" className="form" noValidate>
        {/* Enter in any field completes sign-up rather than pressing the first button on the page. */}
        <button type="submit" name="intent" value="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          동의하고 시작하기
        </button>
        <InputField field={form.field("name")} label="이름" autoComplete="name" maxLength={30} />
        <PhoneField field={form.field("phone")} label="연락처" />

        <FamilyBuilder
          legend={
            <>
              가족 구성 <span className="hint">(선택)</span>
            </>
          }
          members={draft.members}
          result={actionData?.result}
        />

        <ErrorList id="signup-error" errors={form.errors("")} live />
        <button type="submit" name="intent" value="submit" className="button button--primary button--block button--large" disabled={saving}>
          {saving ? "저장 중..." : "동의하고 시작하기"}
        </button>
        <p className="fine-print">
          <Link to="/terms">이용약관</Link> 및 <Link to="/privacy">개인정보처리방침</Link>에 동의하고 시작합니다.
        </p>
      </Form>
    </section>
  );
}
