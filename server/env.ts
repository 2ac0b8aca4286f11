// Imported first by the server: reads .env (when present) before any module reads process.env.
// `--demo` on the command line (npm run demo) chooses the embedded demo mode (app/config.server.ts).
import { existsSync } from "node:fs";

if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";
if (process.argv.includes("--demo")) process.env.DEMO_MODE = "true";
