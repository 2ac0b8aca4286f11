import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BackLink } from "~/components/BackLink";
import { FamilyBuilder } from "~/components/FamilyBuilder";
import { ErrorList } from "~/components/form/ErrorList";
import { InputField } from "~/components/form/Field";
import { PhoneField } from "~/components/form/PhoneField";
import { formReply } from "~/components/form/reply";
import type { PageHandle } from "~/page-rules";
import type { action, loader } from "./signup.complete.server";

export { action, loader } from "./signup.complete.server";

export const handle: PageHandle = { page: { member: "default", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "회원가입 완료 - 패밀리트립" }];

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
