// The region requests tab: the regions visitors asked to hear about, how many asked and when last,
// each with its button that opens it (the loader and action: dashboard.regions.server.ts).
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { consoleUrl } from "~/components/admin/console-tabs";
import { EmptyList, ListControls, ListTab, StaffTable } from "~/components/admin/ListControls";
import { tabErrorBoundary } from "~/components/admin/TabLoadError";
import { REGION_MESSAGES as M } from "~/messages/admin";
import type { PageHandle } from "~/page-rules";
import type { loader } from "./dashboard.regions.server";

export { action, loader } from "./dashboard.regions.server";

export const handle: PageHandle = { page: { member: "staff", footer: false, menu: false } };

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

type ShownRegion = ReturnType<typeof useLoaderData<typeof loader>>["page"]["rows"][number];

function RegionRow({ region }: { region: ShownRegion }) {
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formData?.get("name") === region.name;
  return (
    <tr>
      <th scope="row" className="region-name">
        {region.name}
      </th>
      <td className="num">{region.requests}명</td>
      <td>{region.shownNewestRequestAt}</td>
      <td>
        {region.shownOpenedAt ? (
          <span className="status-badge status-badge--opened">{M.openedAt(region.shownOpenedAt)}</span>
        ) : (
          <span className="status-badge">{M.waiting}</span>
        )}
      </td>
      <td>
        {region.shownOpenedAt ? null : (
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
