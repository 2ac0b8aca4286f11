// The browser files of a module that a page imports on demand (`import()`), for modulepreload links on
// the screens that will need it: the browser then fetches them beside the page's own scripts instead of
// after they run. The compiler's metafile (build/metafile.js.json, written by every build) names the
// output of each module imported on demand and what that output imports. The server reads it once and
// hands this function over in the load context, as it does the page rules.

/** The part of esbuild's metafile this reads. */
interface Metafile {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
}

/** The addresses a page adds to load a source file it imports on demand (app-relative, as "app/…"). */
export type OnDemandScripts = (sourceFile: string) => string[];

/**
 * From a build's metafile (null when there is none, as in tests that render without a build). Files
 * the importing page loads already are left out; `publicDir` is where the build's URLs start.
 */
export function onDemandScriptsOf(metafile: Metafile | null, publicDir = "public"): OnDemandScripts {
  if (!metafile) return () => [];
  const { outputs } = metafile;
  const withImports = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file) || !outputs[file]) return into;
    into.add(file);
    for (const imported of outputs[file].imports) if (imported.kind === "import-statement") withImports(imported.path, into);
    return into;
  };
  const scripts = new Map<string, string[]>();
  for (const [file, output] of Object.entries(outputs)) {
    if (!output.entryPoint || !file.endsWith(".js")) continue;
    const importers = Object.keys(outputs).filter((other) =>
      outputs[other]!.imports.some((imported) => imported.kind === "dynamic-import" && imported.path === file),
    );
    if (importers.length === 0) continue;
    const loaded = new Set(importers.flatMap((importer) => [...withImports(importer)]));
    const needed = [...withImports(file)].filter((needed) => !loaded.has(needed));
    scripts.set(
      output.entryPoint,
      needed.map((needed) => needed.slice(publicDir.length)),
    );
  }
  return (sourceFile) => scripts.get(sourceFile) ?? [];
}
