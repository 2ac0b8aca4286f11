// The Toss adapter talks to the in-app sandbox directly, as it would over HTTP: for model tests that
// confirm, cancel or look up payments without a server.
import { beforeAll } from "vitest";
import { readJsonOrRefusal } from "~/http/request.server";
import { setTossTransport } from "~/services/toss.server";
import { handleTossSandboxApi } from "~/services/toss-sandbox.server";

/** One call to the sandbox's API, its body read as its route reads it. */
export async function callTossSandbox(request: Request, path: string, sandbox = { handleTossSandboxApi }): Promise<Response> {
  return sandbox.handleTossSandboxApi(request, path, await readJsonOrRefusal(request));
}

export function talkToTossSandbox(): void {
  beforeAll(() => {
    setTossTransport(async (url, init) => {
      const request = new Request(url, init);
      return callTossSandbox(request, new URL(request.url).pathname.replace(/^.*\/sandbox\/toss/, ""));
    });
  });
}
