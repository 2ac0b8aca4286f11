// A staff list's own address (search, filter, page), as readListQuery
// (app/models/back-office/staff-lists.server.ts) reads it back: where a change made from the list
// returns, and the links the list's page draws. Safe in the browser: the tabs' pages call it.

export function listSearch(query: { q: string; status: string; page: number }): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
