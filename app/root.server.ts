// The root loader's work: site contacts for the footer, the one-shot toast, the signed-in member for
// the header, and the guard of the page's rule (its route's handle, app/page-rules.ts) on every
// document request — also for spec pages whose routes have not landed (the catch-all's rules).
import { data, redirect } from "@remix-run/node";
import type { HeaderUser } from "~/components/Header";
import { publicConfig } from "~/config.server";
import { getCurrentUser, isSignupCompletePath, loginUrl, pathOf, signupCompleteUrl } from "~/http/session.server";
import { readToast } from "~/http/toast.server";
import type { PageRule } from "~/page-rules";

// The not-found and error screens, for the server to render at once; the browser fetches them on demand (root.tsx).
export { ErrorScreen as ErrorScreenOnServer, NotFound as NotFoundOnServer } from "~/components/NotFound";

// The header and the footer, for the server to render; the browser keeps their markup (Kept, app/components/kept/).
// Both follow from their props alone (the member's header facts, the company's details), so each
// distinct header and the footer are rendered once and reused: a fifth of a member page's elements,
// with its dozen links (a router link is the costliest element to render on the server).
import { Footer } from "~/components/Footer";
import { Header } from "~/components/Header";
import { rememberedOnServer } from "~/components/kept/kept.server";
export const SHELL_ON_SERVER = { Footer: rememberedOnServer(Footer, 10), Header: rememberedOnServer(Header) };

// The inline script that draws the recording sample and keeps a visitor's first taps and typing for
// the recorder (decision 59), in the head of every hydrated page: the server renders it, so no page's
// script carries its text.
import { earlyInputScript } from "~/utils/recorder/early";
import { isRecordablePath } from "~/vocabulary/recording";

const EARLY_INPUTS = { recordable: earlyInputScript(true), elsewhere: earlyInputScript(false) };
export const earlyInputsOnServer = (pathname: string) => (isRecordablePath(pathname) ? EARLY_INPUTS.recordable : EARLY_INPUTS.elsewhere);

export async function loadShell(request: Request, page: PageRule) {
  const [{ toast, headers }, current] = await Promise.all([readToast(request), getCurrentUser(request)]);
  // A cookie whose session has expired or been deleted is cleared quietly.
  if (current.clearCookie) headers.append("Set-Cookie", current.clearCookie);

  const { pathname } = new URL(request.url);
  if (page.member === "staff") {
    if (current.user?.role !== "admin") throw redirect("/", { headers });
  } else if (page.member) {
    if (!current.user) throw redirect(loginUrl(pathOf(request), page.member), { headers });
    // Sign-up is not finished without a phone number: that screen first, then back here.
    const staffWelcome = page.staffToo === true && current.user.role === "admin";
    if (!current.user.phone && !staffWelcome && !isSignupCompletePath(pathname))
      throw redirect(signupCompleteUrl(pathOf(request)), { headers });
  }

  const user: HeaderUser | null = current.user && {
    name: current.user.name || current.user.nickname || "회원",
    avatarUrl: current.user.avatarUrl,
    // Trips, unread notifications and saved posts: asked with the member, one query on every page.
    ...current.header,
  };
  // A member who opted out of recording gets no recorder (decision 82): the sample rate is 0 for them.
  const site = current.user && current.recordingOff ? { ...publicConfig(), recordingSampleRate: 0 } : publicConfig();
  return data({ site, toast, user }, { headers });
}
