// The Toss adapter talks to the in-app sandbox directly, as it would over HTTP: for model tests that
// confirm, cancel or look up payments without a server.
import { beforeAll } from "vitest";
import { setTossTransport } from "~/services/toss.server";
import { handleTossSandboxApi } from "~/services/toss-sandbox.server";

export function talkToTossSandbox(): void {
  beforeAll(() => {
    setTossTransport(async (url, init) => {
      const request = new Request(url, init);
      return handleTossSandboxApi(request, new URL(request.url).pathname.replace(/^.*\/sandbox\/toss/, ""));
    });
  });
}
