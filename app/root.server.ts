// The root loader's work: site contacts for the footer, the one-shot toast, the signed-in member for
// the header, and the guards every request passes (login-required paths, the back office).
import { data, redirect } from "@remix-run/node";
import type { HeaderUser } from "~/components/Header";
import { publicConfig } from "~/config.server";
import { hasTrips } from "~/models/orders.server";
import { isAdminPath, isSignupCompletePath, loginRequirement } from "~/utils/guards";
import { getCurrentUser, loginUrl, pathOf, signupCompleteUrl } from "~/http/session.server";
import { readToast } from "~/http/toast.server";

export async function loadShell(request: Request) {
  const [{ toast, headers }, current] = await Promise.all([readToast(request), getCurrentUser(request)]);
  // A cookie whose session has expired or been deleted is cleared quietly.
  if (current.clearCookie) headers.append("Set-Cookie", current.clearCookie);

  const { pathname } = new URL(request.url);
  const reason = loginRequirement(pathname);
  if (reason && !current.user) throw redirect(loginUrl(pathOf(request), reason), { headers });
  // Sign-up is not finished without a phone number: that screen first, then back here.
  if (reason && !current.user?.phone && !isSignupCompletePath(pathname)) throw redirect(signupCompleteUrl(pathOf(request)), { headers });
  if (isAdminPath(pathname) && current.user?.role !== "admin") throw redirect("/", { headers });

  const user: HeaderUser | null = current.user && {
    name: current.user.name || current.user.nickname || "회원",
    avatarUrl: current.user.avatarUrl,
    // Notifications and the scrapbook arrive with their own issues; until then there are none.
    hasNewNotification: false,
    scrapbookCount: 0,
    hasTrips: await hasTrips(current.user.id),
  };
  return data({ site: publicConfig(), toast, user }, { headers });
}
