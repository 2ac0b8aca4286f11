// Staff accounts from the command line (run through scripts/admin.mjs):
//   npm run admin:create     a new staff account (id, name, password)
//   npm run admin:password   a new password for an existing one (its sessions end)
// Values come from flags (--id, --name), the environment (ADMIN_ID, ADMIN_NAME, ADMIN_PASSWORD) or
// prompts; piped input is read line by line in the prompts' order. The database is the server's
// (DATABASE_URL, .env), brought to the latest migration first.
import "./env";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import type { z } from "zod";
import { db } from "../app/db.server";
import { newStaffSchema, staffLoginIdField, staffPasswordField } from "../app/forms/staff.server";
import { STAFF_ACCOUNT_MESSAGES as M } from "../app/messages/staff-accounts";
import { createStaff, setStaffPassword } from "../app/models/accounts/staff.server";
import { DEFAULT_DATABASE_URL, engineOf } from "../db/connect";
import { migrateToLatest } from "../db/migrate";

const interactive = Boolean(process.stdin.isTTY);

class Refused extends Error {}

// ---- Reading values ---------------------------------------------------------------------------------

let pipedLines: string[] | null = null;

/** The next line of piped input (read once, when first needed: a closed stdin is never waited on otherwise). */
async function nextPipedLine(): Promise<string> {
  if (!pipedLines) {
    let text = "";
    for await (const chunk of process.stdin) text += chunk;
    pipedLines = text.split(/\r?\n/);
  }
  return pipedLines.shift() ?? "";
}

async function ask(question: string): Promise<string> {
  if (!interactive) return nextPipedLine();
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question(question);
  } finally {
    prompt.close();
  }
}

/** A line typed without echo (a password). */
async function askSecret(question: string): Promise<string> {
  if (!interactive) return nextPipedLine();
  const input = process.stdin;
  process.stdout.write(question);
  input.setRawMode(true);
  input.setEncoding("utf8");
  input.resume();
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = (error?: Error) => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      process.stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n" || char === "\u0004") return finish();
        if (char === "\u0003") return finish(new Refused(M.cancelled));
        if (char === "\u007f" || char === "\b") value = [...value].slice(0, -1).join("");
        else if (char >= " ") value += char;
      }
    };
    input.on("data", onData);
  });
}

/**
 * A value from a flag or the environment (checked once), or asked for: asked again after a wrong
 * answer when someone is typing, refused at once when the input is piped.
 */
async function value<T>(given: string | undefined, field: z.ZodType<T>, read: () => Promise<string>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const fromUser = given === undefined;
    const result = field.safeParse(fromUser ? await read() : given);
    if (result.success) return result.data;
    const message = result.error.issues[0]?.message ?? M.usage;
    if (!fromUser || !interactive || attempt >= 2) throw new Refused(message);
    console.error(message);
  }
}

async function newPassword(): Promise<string> {
  const fromEnvironment = process.env.ADMIN_PASSWORD || undefined;
  for (let attempt = 0; ; attempt++) {
    const password = await value(fromEnvironment, staffPasswordField, () => askSecret(M.askPassword));
    if (fromEnvironment !== undefined || !interactive) return password;
    if ((await askSecret(M.askPasswordAgain)) === password) return password;
    if (attempt >= 2) throw new Refused(M.passwordMismatch);
    console.error(M.passwordMismatch);
  }
}

// ---- The commands -----------------------------------------------------------------------------------

/** Where the accounts go, without a password in it. */
function databaseName(url: string): string {
  if (engineOf(url) === "sqlite") return `${url} (SQLite)`;
  const shown = new URL(url);
  shown.password = "";
  return `${shown.toString()} (PostgreSQL)`;
}

async function prepareDatabase(): Promise<void> {
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  console.log(M.database(databaseName(url)));
  try {
    const applied = await migrateToLatest(db());
    if (applied.length) console.log(M.migrated(applied.join(", ")));
  } catch (error) {
    throw new Refused(M.unreachable(error instanceof Error ? error.message : String(error)));
  }
}

async function create(flags: { id?: string; name?: string }): Promise<void> {
  await prepareDatabase();
  const shape = newStaffSchema.shape;
  const loginId = await value(flags.id ?? (process.env.ADMIN_ID || undefined), shape.loginId, () => ask(M.askId));
  const name = await value(flags.name ?? (process.env.ADMIN_NAME || undefined), shape.name, () => ask(M.askName));
  const password = await newPassword();
  const created = await createStaff({ loginId, name, password });
  if (!created.ok) throw new Refused(M.taken);
  console.log(M.created(loginId, name));
}

async function changePassword(flags: { id?: string }): Promise<void> {
  await prepareDatabase();
  const loginId = await value(flags.id ?? (process.env.ADMIN_ID || undefined), staffLoginIdField, () => ask(M.askId));
  const password = await newPassword();
  if (!(await setStaffPassword(loginId, password))) throw new Refused(M.unknownId);
  console.log(M.passwordSet(loginId));
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { id: { type: "string" }, name: { type: "string" }, help: { type: "boolean", short: "h" } },
    allowPositionals: true,
    strict: false,
  });
  const flags = {
    id: typeof values.id === "string" ? values.id : undefined,
    name: typeof values.name === "string" ? values.name : undefined,
  };
  const command = positionals[0];
  if (values.help || (command !== "create" && command !== "password")) {
    console.log(M.usage);
    return values.help ? 0 : 1;
  }
  try {
    if (command === "create") await create(flags);
    else await changePassword(flags);
    return 0;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await db().destroy();
  }
}

process.exitCode = await main();
