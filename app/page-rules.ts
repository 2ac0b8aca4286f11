// What each page needs, declared by its own route module as `export const handle: PageHandle`:
// who may open it, whether the shell shows the footer and the header's menu, and whether the page
// loads the client runtime. The root reads the rule of the matched route: its component through
// useMatches, its loader on the server through the build's route modules (page-rules.server.ts).
// Every loader and action still guards itself: the rule is the first line, not the only one. A page
// without a rule fails tests/unit/page-rules.test.ts. Resource routes (no component: APIs, redirects,
// the sign-in callback) answer before the root and have no page, so they have no rule: a handle
// would only give them a client module.
import type { LoginReason } from "~/messages/login";

export interface PageRule {
  /**
   * Who may open the page: anyone (`false`), a signed-in member (the reason the login screen gives a
   * visitor sent there first), or `"staff"` (the back office; everyone else goes home).
   */
  member: LoginReason | "staff" | false;
  /**
   * Staff may open this member page too, without the phone number a member's sign-up needs (the
   * family's plan page in edit mode). The page's loader decides what staff see.
   */
  staffToo?: boolean;
  /** The site footer. Shown unless false. */
  footer?: boolean;
  /** The header's menu button. Shown unless false. */
  menu?: boolean;
  /** The client runtime; false serves the page without any script (decision 0003). Hydrated unless false. */
  hydrate?: boolean;
}

export interface PageHandle {
  /** A function only for the catch-all, whose rule depends on the path (spec pages not built yet). */
  page: PageRule | ((pathname: string) => PageRule);
}

const OPEN: PageRule = { member: false };

/** The rule of the deepest matched route that declares one (routes are not nested today). */
export function pageRuleOf(handles: readonly unknown[], pathname: string): PageRule {
  for (const handle of [...handles].reverse()) {
    const page = (handle as Partial<PageHandle> | undefined)?.page;
    if (page) return typeof page === "function" ? page(pathname) : page;
  }
  return OPEN;
}
