// Where to go after sign-in, carried across the provider's pages in a short-lived signed cookie.
import { createCookie } from "@remix-run/node";
import { signedCookieOptions } from "./cookies.server";
import { safeRedirectPath } from "./request.server";

const returnCookie = createCookie("__auth_return", signedCookieOptions(10 * 60));

export async function rememberReturnTo(redirectTo: string | null | undefined): Promise<string> {
  return returnCookie.serialize(safeRedirectPath(redirectTo));
}

export async function readReturnTo(request: Request): Promise<string> {
  const value = await returnCookie.parse(request.headers.get("Cookie"));
  return safeRedirectPath(typeof value === "string" ? value : null);
}

export async function forgetReturnTo(): Promise<string> {
  return returnCookie.serialize("", { maxAge: 0 });
}
