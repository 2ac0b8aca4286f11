// Starts the production build (build/server.js) as a child process, for tests of the whole server.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunningServer {
  url: string;
  pid: number;
  output: () => string;
  /** The process's exit code once it has ended (null for a signal it did not handle). */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** A business's own seller details, which production needs before it starts (the demo shows placeholders). */
export const SELLER_DETAILS = {
  SUPPORT_PHONE: "02-555-0123",
  SUPPORT_EMAIL: "help@familytrip.co.kr",
  COMPANY_CEO: "김대표",
  COMPANY_REGISTRATION: "123-45-67890",
  COMPANY_MAIL_ORDER: "제2026-서울마포-01234호",
  COMPANY_ADDRESS: "서울특별시 마포구 월드컵북로 12",
};

/**
 * The built server; in the embedded demo mode (sandboxes, demo data) unless `demo: false`, which
 * brings SELLER_DETAILS unless `env` says otherwise.
 */
export async function startServer(
  env: Record<string, string>,
  options: { demo?: boolean; nodeArgs?: string[] } = {},
): Promise<RunningServer> {
  const args = [...(options.nodeArgs ?? []), "build/server.js", ...(options.demo === false ? [] : ["--demo"])];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      ...(options.demo === false ? SELLER_DETAILS : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on http:\/\/localhost:(\d+)/);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once("exit", (code) => resolve(code));
  });
  return {
    url,
    pid: child.pid ?? 0,
    output: () => output,
    exited,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * For a server started with `nodeArgs` and `env` from here: the packages the process `pid` has imported
 * so far, read from the file tests/support/record-imports.mjs writes (decision 66).
 */
export function recordImports(): { nodeArgs: string[]; env: Record<string, string>; packages: (pid: number) => Set<string> } {
  const file = join(mkdtempSync(join(tmpdir(), "imports-")), "imports.txt");
  const lines = () => (existsSync(file) ? readFileSync(file, "utf8").split("\n") : []);
  return {
    nodeArgs: ["--import", "./tests/support/record-imports.mjs"],
    env: { IMPORTS_FILE: file },
    // Only the server's own imports: not those of the child it seeds the demo in.
    packages: (pid) => new Set(lines().flatMap((line) => (line.startsWith(`${pid} `) ? [line.slice(`${pid} `.length)] : []))),
  };
}
