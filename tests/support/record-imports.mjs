// Preloaded into the built server by tests (`node --import ./tests/support/record-imports.mjs`, see
// recordImports in server.ts), never by the server itself: every package the process imports is
// written to IMPORTS_FILE, one name a line, so a test can tell what a start loads and what waits for
// first use (docs/decisions/0066-a-lean-process.md).
import { register } from "node:module";

register("./record-imports-hooks.mjs", import.meta.url);
