// What a console tab shows when its loader or action failed: a refused request's own Korean message
// (a 4xx says why), otherwise the back office's load failure, inline in the console.
import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { LIST_LOAD_FAILED } from "~/messages/admin";

export function TabError() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && error.status < 500 && typeof (error.data as { message?: unknown } | null)?.message === "string"
      ? (error.data as { message: string }).message
      : LIST_LOAD_FAILED;
  return (
    <p className="load-error" role="alert">
      {message}
    </p>
  );
}
