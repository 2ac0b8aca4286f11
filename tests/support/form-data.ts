// Form posts as the browser builds them, for tests that hand a schema or an action a FormData.

/** A FormData of these fields; a list gives the field once per item, in order (checkboxes, ranks). */
export function formDataOf(fields: Record<string, string | readonly string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
  return data;
}
