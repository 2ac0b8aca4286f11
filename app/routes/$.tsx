import { matchPath, useLoaderData, useOutletContext } from "@remix-run/react";
import type { PageHandle, PageRule } from "~/page-rules";
import type { ShellContext } from "~/root";
import { metaFromLoader } from "~/utils/meta";
import type { loader } from "./$.server";

export { loader } from "./$.server";

/**
 * Spec pages whose routes have not landed yet (docs/product.md, areas): this route answers them with 404, under
 * the rule they will have, so a visitor is sent to sign in first and the footer follows docs/product.md#areas.
 * A route that lands takes its row with it (tests/unit/page-rules.test.ts fails while both claim a path).
 */
export const PLANNED_PAGES: { path: string; page: PageRule }[] = [{ path: "/admin/*", page: { member: "staff" } }];

export const handle: PageHandle = {
  page: (pathname) => PLANNED_PAGES.find((planned) => matchPath(planned.path, pathname))?.page ?? { member: false },
};

export const meta = metaFromLoader;

export default function CatchAll() {
  const { backHref } = useLoaderData<typeof loader>();
  // The root's not-found screen (see ShellContext in root.tsx).
  const { NotFound } = useOutletContext<ShellContext>();
  return <NotFound backHref={backHref} />;
}
