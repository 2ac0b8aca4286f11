// Imported first by the server: reads .env (when present) before any module reads process.env.
import { existsSync } from "node:fs";

if (existsSync(".env")) process.loadEnvFile(".env");
process.env.NODE_ENV ??= "production";
