// A console tab's error boundary: a list that could not be read says so, with a retry that reads it
// again (not an empty list that looks like no work); a refused request (4xx) says why.
import { isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import { LIST_LOAD_FAILED } from "~/messages/admin";

/** One for every console tab and page: `tabPath` is where 다시 시도 reads again (this page unless said). */
export function TabLoadError({ title, tabPath }: { title: string; tabPath?: string }) {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const refused = isRouteErrorResponse(error) && error.status < 500 ? (error.data as { message?: unknown } | null)?.message : undefined;
  return (
    <section aria-labelledby="tab-error-title">
      <div className="tab-title">
        <h1 id="tab-error-title">{title}</h1>
      </div>
      <p className="load-error" role="alert">
        {typeof refused === "string" ? refused : LIST_LOAD_FAILED}
      </p>
      {/* A document request: the whole console is read again, as a reload would. */}
      <a href={`${tabPath ?? pathname}${search}`} className="button button--primary button--small">
        다시 시도
      </a>
    </section>
  );
}

/**
 * A tab route's error boundary, made once at the top of its module:
 * `export const ErrorBoundary = tabErrorBoundary(title)`.
 */
export function tabErrorBoundary(title: string, tabPath?: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route module, at its top level, never during a render
  return function TabErrorBoundary() {
    return <TabLoadError title={title} tabPath={tabPath} />;
  };
}
