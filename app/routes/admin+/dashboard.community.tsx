// The reported reviews tab: posts members reported (most reports first) and posts staff hid. Hiding
// takes a post out of the feed, search, its page and every scrapbook; restoring brings it back. Both
// are conditional updates, so two staff pressing at once change it once (the loader and action:
// dashboard.community.server.ts).
import type { MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { EmptyList, ListControls, ListTab, StaffTable } from "~/components/admin/ListControls";
import { tabErrorBoundary } from "~/components/admin/TabLoadError";
import { MODERATION_INTENTS, postPath } from "~/components/community/intents";
import { MODERATION_MESSAGES as M, MODERATION_FILTER_LABELS } from "~/messages/community";
import type { PageHandle } from "~/page-rules";
import type { loader } from "./dashboard.community.server";

export { action, loader } from "./dashboard.community.server";

const TAB = "/admin/dashboard/community";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export const meta: MetaFunction = () => [{ title: "후기 신고 - 관리자 콘솔" }];

export default function CommunityTab() {
  const { query, page } = useLoaderData<typeof loader>();
  const hiddenList = query.status === "hidden";
  return (
    <ListTab id="community-title" title={M.title} page={page}>
      <p className="tab-lead">{M.lead}</p>
      <ListControls query={query} statuses={MODERATION_FILTER_LABELS} placeholder={M.searchPlaceholder} />
      {page.rows.length === 0 ? (
        <EmptyList
          tabPath={hiddenList ? `${TAB}?status=hidden` : TAB}
          page={page}
          noMatch={query.q ? M.noMatch : null}
          pastEnd={M.pastEnd}
          none={hiddenList ? M.emptyHidden : M.emptyReported}
        />
      ) : (
        <StaffTable columns={["후기", "작성자", "신고", hiddenList ? "숨긴 때" : "게시일", "처리"]}>
          {page.rows.map((post) => (
            <tr key={post.id}>
              <th scope="row">
                {hiddenList ? (
                  post.title
                ) : (
                  <Link to={postPath(post.id)} className="staff-link">
                    {post.title}
                  </Link>
                )}
                <p className="hint">{post.caption.slice(0, 80)}</p>
              </th>
              <td>{post.authorName}</td>
              <td className="num">{post.reportsCount}건</td>
              <td>{hiddenList ? post.shownHiddenAt : post.shownPublishedAt}</td>
              <td>
                <Form method="post">
                  <input type="hidden" name="postId" value={post.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={hiddenList ? MODERATION_INTENTS.restore : MODERATION_INTENTS.hide}
                    className={hiddenList ? "button button--outline button--small" : "button button--primary button--small"}
                    aria-label={`${post.title} ${hiddenList ? "다시 공개" : "숨기기"}`}
                  >
                    {hiddenList ? "다시 공개" : "숨기기"}
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </ListTab>
  );
}

export const ErrorBoundary = tabErrorBoundary(M.title);
