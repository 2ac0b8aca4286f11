// The region requests tab: the regions visitors asked to hear about, how many asked and when last.
// Opening a region sends each of them the promised text, once (docs/decisions/0027-notifier.md): the
// server decides "once", so a double click, a resent form or two staff at the same time send nothing more.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { consoleUrl } from "~/components/admin/console-tabs";
import { EmptyList, ListControls, ListTab, StaffTable } from "~/components/admin/ListControls";
import { tabErrorBoundary } from "~/components/admin/TabLoadError";
import { openRegionSchema } from "~/forms/region-opening.server";
import { parseFixedForm } from "~/forms/submission.server";
import { readForm } from "~/http/request.server";
import { requireAdmin } from "~/http/session.server";
import { redirectWithToast } from "~/http/toast.server";
import { REGION_MESSAGES as M } from "~/messages/admin";
import { readListQuery } from "~/models/back-office/staff-lists.server";
import { deliverSoon } from "~/models/messaging/delivery.server";
import { listRequestedRegions, openRegion, type RequestedRegion } from "~/models/regions/region-openings.server";
import type { PageHandle } from "~/page-rules";
import { isOutboxPageOn } from "~/services/notifier.server";
import { formatDateTime } from "~/utils/format";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const query = readListQuery(new URL(request.url));
  return { query, page: await listRequestedRegions(query), outbox: isOutboxPageOn() };
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireAdmin(request);
  const { name } = parseFixedForm(await readForm(request), openRegionSchema);
  const result = await openRegion(staff.id, name);
  // Back to the list as it was (search and page).
  const url = new URL(request.url);
  const back = url.pathname + url.search;
  if (result.status === "opened") {
    deliverSoon();
    return redirectWithToast(back, "success", M.opened(name, result.queued));
  }
  return result.status === "already_open"
    ? redirectWithToast(back, "info", M.alreadyOpen)
    : redirectWithToast(back, "error", M.unknownRegion);
}

export default function RegionsTab() {
  const { query, page, outbox } = useLoaderData<typeof loader>();
  return (
    <ListTab
      id="regions-title"
      title={M.title}
      page={page}
      actions={
        outbox ? (
          <Link to="/admin/dashboard/outbox" className="button button--outline button--small">
            {M.outboxLink}
          </Link>
        ) : null
      }
    >
      <p className="tab-lead">{M.lead}</p>
      <ListControls query={query} placeholder={M.searchPlaceholder} />
      {page.rows.length === 0 ? (
        <EmptyList
          tabPath={consoleUrl("regions")}
          page={page}
          noMatch={query.q ? M.emptySearch : null}
          pastEnd="이 쪽에는 지역이 없어요."
          none={M.empty}
        />
      ) : (
        <StaffTable columns={["지역", "신청", "최근 신청", "상태", "오픈 알림"]}>
          {page.rows.map((region) => (
            <RegionRow key={region.name} region={region} />
          ))}
        </StaffTable>
      )}
    </ListTab>
  );
}

function RegionRow({ region }: { region: RequestedRegion }) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("name") === region.name;
  return (
    <tr>
      <th scope="row" className="region-name">
        {region.name}
      </th>
      <td className="num">{region.requests}명</td>
      <td>{formatDateTime(region.newestRequestAt)}</td>
      <td>
        {region.openedAt ? (
          <span className="status-badge status-badge--opened">{M.openedAt(formatDateTime(region.openedAt))}</span>
        ) : (
          <span className="status-badge">{M.waiting}</span>
        )}
      </td>
      <td>
        {region.openedAt ? null : (
          <Form
            method="post"
            // With script, one more look before texts go out; without it the server still sends once.
            onSubmit={(event) => {
              if (!window.confirm(M.confirm(region.name, region.requests))) event.preventDefault();
            }}
          >
            <input type="hidden" name="name" value={region.name} />
            <button
              type="submit"
              className="button button--primary button--small"
              aria-label={`${region.name} ${M.open}`}
              disabled={sending}
            >
              {M.open}
            </button>
          </Form>
        )}
      </td>
    </tr>
  );
}

export const ErrorBoundary = tabErrorBoundary(M.title);
