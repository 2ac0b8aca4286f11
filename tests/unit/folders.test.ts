// Folders that mean what they say: app/utils holds helpers safe in the browser and on the server, and
// models (the domain) depend on no screen and no request.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function importsOf(dir: string): { file: string; from: string }[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      [...readFileSync(join(dir, file), "utf8").matchAll(/^\s*(?:import|export)\b[^;]*?from\s+"([^"]+)"/gms)].map((match) => ({
        file,
        from: match[1]!,
      })),
    );
}

describe("folders", () => {
  it("app/utils has no server-only module and imports none", () => {
    expect(readdirSync("app/utils").filter((file) => file.includes(".server."))).toEqual([]);
    expect(importsOf("app/utils").filter(({ from }) => from.includes(".server"))).toEqual([]);
  });

  it("models import no components, routes or request helpers", () => {
    const forbidden = /^(~|\.\.)\/(components|routes|http|root)\b/;
    expect(importsOf("app/models").filter(({ from }) => forbidden.test(from))).toEqual([]);
  });
});
