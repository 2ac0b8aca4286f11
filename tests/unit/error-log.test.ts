// The server's error log keeps faults only (entry.server.tsx handleError): a 4xx answer thrown by a
// render (the plan editor's not-found) and a request the browser gave up on stay out of it.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "@remix-run/router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "~/entry.server";

function argsFor(request: Request): LoaderFunctionArgs {
  return { request, params: {}, context: {} as LoaderFunctionArgs["context"] };
}

describe("the server's error log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs a fault and a 5xx answer, not a 4xx answer or an abandoned request", () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const request = new Request("http://localhost/admin/plan/x");
    const fault = new Error("the database is gone");
    const serverAnswer = new ErrorResponse(503, "", { message: "잠시 후 다시 시도해주세요." });
    handleError(new ErrorResponse(404, "", { message: "여행 계획을 찾을 수 없어요." }), argsFor(request));
    handleError(new ErrorResponse(403, "", null), argsFor(request));
    expect(logged).not.toHaveBeenCalled();
    handleError(fault, argsFor(request));
    handleError(serverAnswer, argsFor(request));
    expect(logged.mock.calls).toEqual([[fault], [serverAnswer]]);

    const gaveUp = new AbortController();
    gaveUp.abort();
    handleError(new Error("socket closed"), argsFor(new Request("http://localhost/", { signal: gaveUp.signal })));
    expect(logged).toHaveBeenCalledTimes(2);
  });
});
