// Starts the production build (build/server.js) as a child process, for tests of the whole server.
import { type ChildProcess, spawn } from "node:child_process";

export interface RunningServer {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/** The built server; in the embedded demo mode (sandboxes, demo data) unless `demo: false`. */
export async function startServer(env: Record<string, string>, options: { demo?: boolean } = {}): Promise<RunningServer> {
  const args = options.demo === false ? ["build/server.js"] : ["build/server.js", "--demo"];
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", ...env },
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
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
