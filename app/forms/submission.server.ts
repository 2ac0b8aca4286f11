// The server half of the form toolkit (docs/decisions/0019-form-toolkit.md): how an action answers a
// form. Every form's action data is `{ result, ...extras }` (FormActionData), read by the Field family.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { z } from "zod";
import type { FormActionData, FormResult } from "~/components/form/reply";
import { requestError } from "~/http/request.server";

/**
 * A submission that failed its checks: the reply (errors, and the values sent, which the fields show
 * again) with status 400, or the status and headers given (429 with Retry-After, 500).
 */
export function replyInvalid<Extras extends object = Record<never, never>>(
  result: FormResult,
  extras?: Extras,
  init: number | ResponseInit = 400,
) {
  return data({ ...extras, result } as FormActionData<Extras>, typeof init === "number" ? { status: init } : init);
}

/** A round trip that checks and writes nothing (a district search without JavaScript): the form filled in again. */
export function replyValues<Extras extends object = Record<never, never>>(values: Record<string, string>, extras?: Extras) {
  return { ...extras, result: { initialValue: values } } as FormActionData<Extras>;
}

/**
 * A form whose fields the visitor does not type (a choice of buttons, a hidden return address): its
 * values, or a 400 with `message`, since only a forged post can fail.
 */
export function parseFixedForm<Schema extends z.ZodType>(formData: FormData, schema: Schema, message?: string): z.output<Schema> {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") throw requestError(400, message);
  return submission.value;
}
