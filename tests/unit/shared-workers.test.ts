// A vitest worker keeps the modules it loaded for its next file (`isolate: false`, vitest.config.ts).
// `vi.mock` then does nothing when an earlier file in the same worker already loaded the module, so a
// test that relies on it passes or fails by the order of the files. `vi.spyOn` on the module's
// namespace works either way.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("tests that share a worker", () => {
  it("replace a module's function with vi.spyOn, never vi.mock", () => {
    const mocking = testFiles("tests").filter((file) => /\bvi\.(?:do)?mock\(/.test(readFileSync(file, "utf8")));
    expect(mocking).toEqual([]);
  });
});
