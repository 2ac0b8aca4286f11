// A Node module hook for the Playwright processes: app modules import JSON as the bundlers read it
// (`import survey from "./questions.json"`, no import attribute: Remix's esbuild cannot parse one),
// and Node asks ESM code for `with { type: "json" }`. This gives a JSON import that lacks it the
// attribute, as Vite and TypeScript's bundler resolution already assume (microsoft/playwright#35238).
export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  const attributes = context.importAttributes ?? {};
  if (result.url.endsWith(".json") && Object.keys(attributes).length === 0) return { ...result, importAttributes: { type: "json" } };
  return result;
}
