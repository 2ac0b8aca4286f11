// One-shot messages carried across a redirect in a signed cookie (post/redirect/get with a toast).
import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { signedCookieOptions, TOAST_COOKIE } from "./cookies.server";

export type ToastKind = "success" | "error" | "info";

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
}

const storage = createCookieSessionStorage({
  cookie: { name: TOAST_COOKIE, ...signedCookieOptions(60) },
});

const KEY = "toast";

export async function toastHeaders(kind: ToastKind, message: string): Promise<Headers> {
  const session = await storage.getSession();
  session.flash(KEY, { id: crypto.randomUUID(), kind, message } satisfies Toast);
  return new Headers({ "Set-Cookie": await storage.commitSession(session) });
}

export async function redirectWithToast(url: string, kind: ToastKind, message: string, init: ResponseInit = {}) {
  const headers = await toastHeaders(kind, message);
  for (const [name, value] of new Headers(init.headers)) headers.append(name, value);
  return redirect(url, { ...init, headers });
}

/** The pending toast, if any, and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const session = await storage.getSession(request.headers.get("Cookie"));
  const toast = (session.get(KEY) as Toast | undefined) ?? null;
  const headers = new Headers();
  if (toast) headers.set("Set-Cookie", await storage.destroySession(session));
  return { toast, headers };
}
