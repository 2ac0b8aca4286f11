import type { SubmissionResult } from "@conform-to/react";

/**
 * Reads what an action's `submission.reply()` says, without conform's client runtime: pages on the
 * tightest JavaScript budget (the landing page) use this instead of `useForm`.
 */
export function formResultReader(result: SubmissionResult<string[]> | undefined) {
  const errors = result?.error ?? {};
  return {
    /** The first message for a field, or for the form as a whole with `""`. */
    error: (name: string): string | undefined => errors[name]?.[0] ?? undefined,
    value: (name: string): string => {
      const value = result?.initialValue?.[name];
      return typeof value === "string" ? value : "";
    },
    /** Every value sent for a field (checkboxes). */
    values: (name: string): string[] => {
      const value = result?.initialValue?.[name];
      return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : typeof value === "string" ? [value] : [];
    },
  };
}
