// The form toolkit (docs/decisions/0019-form-toolkit.md): the Field family's markup read from a
// server reply, its props held to conform's own helpers, and the server half's replies.
import { getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Checkbox, CheckboxGroup } from "~/components/form/CheckboxGroup";
import { ErrorList } from "~/components/form/ErrorList";
import { InputField, TextareaField } from "~/components/form/Field";
import { PhoneField } from "~/components/form/PhoneField";
import { controlProps, type FieldMeta, type FormResult, formReply, inputProps } from "~/components/form/reply";
import { SelectField } from "~/components/form/SelectField";
import { regionRequestSchema } from "~/forms/region-request.server";
import { parseFixedForm, replyInvalid, replyValues } from "~/forms/submission.server";
import { REGION_REQUEST_MESSAGES } from "~/messages/region-requests";
import { formDataOf } from "../support/form-data";

const html = (element: ReactElement) => renderToStaticMarkup(element);

/** An element's attributes by id, read from markup. */
function attributesOf(markup: string, id: string): Record<string, string> {
  const tag = markup.match(new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`))?.[0];
  if (!tag) throw new Error(`no element #${id} in ${markup}`);
  return Object.fromEntries([...tag.matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? ""]));
}

/** A field as a failed reply leaves it: the value sent and one message. */
function failedField(formId: string, name: string, sent: string | string[], message: string): FieldMeta {
  const result: FormResult = { status: "error", initialValue: { [name]: sent }, error: { [name]: [message] } };
  return formReply(result, { id: formId }).field(name);
}

/** The choices of the select and the checkbox group below. */
const FOODS = [
  { value: "rice", label: "밥" },
  { value: "soup", label: "국" },
  { value: "kimchi", label: "김치" },
];

const schema = z.object({
  name: z.string({ error: "이름을 입력해주세요" }),
  phone: z.string({ error: "연락처를 입력해주세요" }).min(10, "올바른 연락처를 입력해주세요"),
  note: z.string().optional(),
});
const failed: FormResult = parseWithZod(formDataOf({ name: "", phone: "0101234", note: "창가 자리" }), { schema }).reply();

describe("fields read from a failed reply", () => {
  const reply = formReply(failed, { id: "signup", defaultValue: { name: "저장된 이름", phone: "01099998888" } });

  it("label for = id, aria-invalid and aria-describedby point at the error text, the value sent is kept", () => {
    const markup = html(createElement(InputField, { field: reply.field("phone"), label: "연락처" }));
    expect(markup).toContain('<label for="signup-phone">연락처</label>');
    const input = attributesOf(markup, "signup-phone");
    expect(input).toMatchObject({
      name: "phone",
      type: "text",
      "aria-invalid": "true",
      "aria-describedby": "signup-phone-error",
      value: "0101234",
    });
    expect(attributesOf(markup, "signup-phone-error").class).toBe("field-error");
    expect(markup).toContain('<p id="signup-phone-error" class="field-error">올바른 연락처를 입력해주세요</p>');
  });

  it("an emptied field stays empty after a reply (the default is only for the first visit)", () => {
    const markup = html(createElement(InputField, { field: reply.field("name"), label: "이름" }));
    expect(attributesOf(markup, "signup-name")).not.toHaveProperty("value");
    expect(markup).toContain("이름을 입력해주세요");
    const first = formReply(undefined, { id: "signup", defaultValue: { name: "저장된 이름" } });
    expect(attributesOf(html(createElement(InputField, { field: first.field("name"), label: "이름" })), "signup-name").value).toBe(
      "저장된 이름",
    );
  });

  it("a valid field has no aria-invalid and no error element; a hint is described either way", () => {
    const markup = html(createElement(TextareaField, { field: reply.field("note"), label: "메모", hint: "100자 이내" }));
    const textarea = attributesOf(markup, "signup-note");
    expect(textarea).not.toHaveProperty("aria-invalid");
    expect(textarea["aria-describedby"]).toBe("signup-note-hint");
    expect(markup).toContain(">창가 자리</textarea>");
    expect(markup).not.toContain("signup-note-error");
  });

  it("the error comes before the hint in aria-describedby", () => {
    const markup = html(createElement(InputField, { field: reply.field("phone"), label: "연락처", hint: "숫자만" }));
    expect(attributesOf(markup, "signup-phone")["aria-describedby"]).toBe("signup-phone-error signup-phone-hint");
  });

  it("the phone field shows the kept number as 3-4-4", () => {
    const markup = html(createElement(PhoneField, { field: reply.field("phone"), label: "연락처" }));
    expect(attributesOf(markup, "signup-phone")).toMatchObject({ type: "tel", value: "010-1234", "aria-invalid": "true" });
    const saved = formReply(undefined, { id: "signup", defaultValue: { phone: "01099998888" } });
    expect(attributesOf(html(createElement(PhoneField, { field: saved.field("phone"), label: "연락처" })), "signup-phone").value).toBe(
      "010-9999-8888",
    );
  });

  it("a select keeps the option sent", () => {
    const field = failedField("q", "food", "soup", "음식을 골라주세요");
    const markup = html(createElement(SelectField, { field, label: "음식", placeholder: "선택", options: FOODS }));
    expect(markup).toContain('<option value="soup" selected="">국</option>');
    expect(attributesOf(markup, "q-food")["aria-describedby"]).toBe("q-food-error");
  });

  it("a checkbox group keeps every box sent, and each input carries the group's aria pair", () => {
    const field = failedField("q", "food", ["rice", "soup"], "세 개까지 골라주세요");
    const markup = html(createElement(CheckboxGroup, { field, legend: "음식", type: "checkbox", options: FOODS }));
    const inputs = [...markup.matchAll(/<input[^>]*>/g)].map((m) => m[0]);
    expect(inputs).toHaveLength(3);
    expect(inputs.filter((input) => input.includes('checked=""'))).toHaveLength(2);
    for (const input of inputs) expect(input).toContain('aria-describedby="q-food-error"');
    expect(markup).toContain('<p id="q-food-error" class="field-error">세 개까지 골라주세요</p>');
  });

  it("a single checkbox is checked again when it was sent", () => {
    const field = formReply({ initialValue: { isMe: "on" } }, { id: "member" }).field("isMe");
    expect(html(createElement(Checkbox, { field, label: "나예요" }))).toContain('checked=""');
  });
});

describe("ErrorList", () => {
  it("a form's own line is an alert kept on the page while empty (live)", () => {
    expect(html(createElement(ErrorList, { id: "f-error", errors: [], live: true }))).toBe(
      '<p id="f-error" class="form-error" role="alert"></p>',
    );
    expect(html(createElement(ErrorList, { id: "f-error", errors: undefined }))).toBe("");
  });

  it("several messages are a list", () => {
    const markup = html(createElement(ErrorList, { id: "f-error", errors: ["하나", "둘"], alert: true }));
    expect(markup).toBe('<ul id="f-error" class="form-error error-list" role="alert"><li>하나</li><li>둘</li></ul>');
  });

  it("a form's line can gather several fields' messages once each", () => {
    const result = parseWithZod(formDataOf({}), { schema: regionRequestSchema }).reply();
    const reply = formReply(result, { id: "region-request" });
    expect(reply.errors("", "name", "phone")).toEqual([REGION_REQUEST_MESSAGES.required]);
  });
});

describe("the props follow conform's helpers", () => {
  const metas: FieldMeta[] = [
    { id: "f-a", name: "a", errorId: "f-a-error", errors: ["틀렸어요"], initialValue: "값" },
    { id: "f-b", name: "b", errorId: "f-b-error", errors: undefined, initialValue: undefined },
    { id: "f-c", name: "c", errorId: "f-c-error", errors: ["틀렸어요"], initialValue: ["x", "y"] },
  ];
  // conform's metadata has more (form id, constraints); the helpers read only what FieldMeta holds.
  const asConform = (meta: FieldMeta) => meta as unknown as Parameters<typeof getInputProps>[0];

  it.each(metas)("$name: text, checkbox and radio props equal getInputProps's", (meta) => {
    expect(inputProps(meta, { type: "text" })).toEqual(getInputProps(asConform(meta), { type: "text" }));
    expect(inputProps(meta, { type: "checkbox", value: "x" })).toEqual(getInputProps(asConform(meta), { type: "checkbox", value: "x" }));
    expect(inputProps(meta, { type: "radio", value: "값" })).toEqual(getInputProps(asConform(meta), { type: "radio", value: "값" }));
    expect(controlProps(meta, "hint")).toEqual(
      (({ type: _type, defaultValue: _value, ...rest }) => rest)(getInputProps(asConform(meta), { type: "text", ariaDescribedBy: "hint" })),
    );
  });
});

describe("the server half", () => {
  it("replyInvalid answers 400 with the reply (or the status given)", () => {
    const answer = replyInvalid(failed, { suggestions: [] });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result.error?.phone).toEqual(["올바른 연락처를 입력해주세요"]);
    expect(answer.data.suggestions).toEqual([]);
    expect(replyInvalid(failed, {}, { status: 429, headers: { "Retry-After": "60" } }).init?.status).toBe(429);
  });

  it("replyValues fills the form again without errors", () => {
    const reply = formReply(replyValues({ name: "강릉시" }).result, { id: "r" });
    expect(reply.field("name")).toMatchObject({ initialValue: "강릉시", errors: undefined });
  });

  it("parseFixedForm hands back typed values, and refuses anything else with a 400", () => {
    const choice = z.object({ choice: z.enum(["new", "member"]) });
    expect(parseFixedForm(formDataOf({ choice: "new" }), choice)).toEqual({ choice: "new" });
    let thrown: unknown;
    try {
      parseFixedForm(formDataOf({ choice: "__proto__" }), choice, "알 수 없는 선택입니다.");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
  });
});
