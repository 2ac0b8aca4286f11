// The console's tabs, in the sidebar's order: every tab of the back office is here, and each is a
// working screen (no placeholders). The note templates and region requests are the back office's own
// additions; 방문 분석 and 세션 리플레이 came last (decisions 58, 60). docs/product.md#back-office
// lists them as they are, and tests/unit/console-tabs.test.ts keeps the two alike.
export interface ConsoleTab {
  /** Under /admin/dashboard; "" is the console's first tab. */
  path: string;
  label: string;
}

export const CONSOLE_TABS: readonly ConsoleTab[] = [
  { path: "", label: "신규 주문" },
  { path: "members", label: "회원 관리" },
  { path: "orders", label: "주문 관리" },
  { path: "surveys", label: "설문 관리" },
  { path: "consultations", label: "상담 관리" },
  { path: "plans", label: "여행 계획" },
  { path: "photobooks", label: "포토북" },
  { path: "notes", label: "플래너 노트" },
  { path: "regions", label: "지역 요청" },
  { path: "community", label: "후기 신고" },
  { path: "analytics", label: "방문 분석" },
  // The eighth tab (decision 60): recordings, their player and the access log.
  { path: "replays", label: "세션 리플레이" },
];

export function consoleUrl(path: string): string {
  return path ? `/admin/dashboard/${path}` : "/admin/dashboard";
}

/**
 * Where an order dialog closes to: the tab it opens over, read from the dialog's address
 * (/admin/dashboard/orders/{id}/note → /admin/dashboard/orders, since the same dialog route serves the
 * consultation tab and the orders tab), with the list's query (?q=&status=&page=) the address carries.
 * Takes a URL on the server, the location in the browser.
 */
export function dialogCloseTo(address: { pathname: string; search: string }): string {
  return `${address.pathname.split("/").slice(0, 4).join("/")}${address.search}`;
}
