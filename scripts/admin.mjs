// npm run admin:create / npm run admin:password: bundles server/admin.ts (with the server's own
// bundling options, so the app's models and migrations come along) into build/admin.js, then runs it.
// Works on a fresh clone after `npm install`: no `npm run build` needed.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { SERVER_BUNDLE } from "./server-bundle.mjs";

const outfile = "build/admin.js";
await build({ ...SERVER_BUNDLE, entryPoints: ["server/admin.ts"], outfile });
await import(pathToFileURL(resolve(outfile)).href);
