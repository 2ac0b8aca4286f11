// A program the project's commands need from Debian's packages, installed with apt-get when it is
// missing (through `sudo -n` when not root): Chromium's headless shell for Playwright (npm test),
// nginx for the soak's load balancer (npm run soak).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

function apt(args) {
  const sudo = process.getuid?.() === 0 ? [] : ["sudo", "-n"];
  const [command, ...rest] = [...sudo, "apt-get", ...args];
  console.log(`\n$ ${[command, ...rest].join(" ")}`);
  const result = spawnSync(command, rest, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (result.status !== 0) throw new Error(`"${[command, ...rest].join(" ")}" failed (exit ${result.status ?? result.signal})`);
}

/** Installs Debian's `pkg` unless `binary` exists already; says why first. */
export function ensureDebianPackage({ binary, pkg, why }) {
  if (existsSync(binary)) return;
  console.log(`${why}: installing Debian's ${pkg} package.`);
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", "--no-install-recommends", pkg]);
  if (!existsSync(binary)) throw new Error(`${pkg} was installed but ${binary} is still missing`);
}
