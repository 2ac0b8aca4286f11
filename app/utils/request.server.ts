// Small request helpers shared by loaders and actions.

/** A path on this site that is safe to send someone to; anything else becomes `fallback`. */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  return to;
}

/** Where a 'back' link without JavaScript should go: the same-site page we came from, else home. */
export function backHref(request: Request, fallback = "/"): string {
  const referer = request.headers.get("Referer");
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    const here = new URL(request.url);
    if (from.host !== here.host || from.pathname === here.pathname) return fallback;
    return safeRedirectPath(from.pathname + from.search, fallback);
  } catch {
    return fallback;
  }
}

/** A form field as text ('' when missing or a file). */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}
