// The reported reviews tab's loader and action (dashboard.community.tsx takes its server code from
// here only: decision 28). Hiding and restoring are conditional updates in the model, so two staff
// pressing at once change a post once.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { MODERATION_INTENTS } from "~/components/community/intents";
import { moderationSchema } from "~/forms/moderation.server";
import { parseFixedForm } from "~/forms/submission.server";
import { listQueryOf } from "~/http/console.server";
import { readForm } from "~/http/request.server";
import { pathOf, requireAdmin } from "~/http/session.server";
import { formatDateTime } from "~/http/staff-display.server";
import { redirectWithToast } from "~/http/toast.server";
import { MODERATION_MESSAGES as M } from "~/messages/community";
import { hidePost, listModeratedPosts, MODERATION_FILTERS, restorePost } from "~/models/community/moderation.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = listQueryOf(request, MODERATION_FILTERS);
  const page = await listModeratedPosts(query);
  return {
    query,
    page: {
      ...page,
      rows: page.rows.map((post) => ({
        ...post,
        shownPublishedAt: post.publishedAt ? formatDateTime(post.publishedAt) : "",
        shownHiddenAt: post.hiddenAt ? formatDateTime(post.hiddenAt) : "",
      })),
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const { intent, postId } = parseFixedForm(await readForm(request), moderationSchema);
  const hide = intent === MODERATION_INTENTS.hide;
  const changed = hide ? await hidePost(postId, staff.id) : await restorePost(postId);
  // Back to the list as it was (filter, search and page).
  const back = pathOf(request);
  if (!changed) return redirectWithToast(back, "info", M.unchanged);
  return redirectWithToast(back, "success", hide ? M.hidden : M.restored);
}
