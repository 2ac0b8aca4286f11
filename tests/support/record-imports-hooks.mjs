// The resolve hook behind record-imports.mjs (it runs on the loader's own thread). Each bare specifier
// is written synchronously, before the import it names completes, so the file is never behind; each
// line starts with the process id (the server's demo seeding runs in a child with the same preload).
import { appendFileSync } from "node:fs";

const file = process.env.IMPORTS_FILE;

/** `@aws-sdk/client-s3/dist` → `@aws-sdk/client-s3`, `react-dom/server` → `react-dom`. */
function packageOf(specifier) {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (file && !/^(\.|\/|node:|file:|data:)/.test(specifier) && !resolved.url.startsWith("node:")) {
    appendFileSync(file, `${process.pid} ${packageOf(specifier)}\n`);
  }
  return resolved;
}
