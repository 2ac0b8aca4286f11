import { randomBytes, randomInt } from "node:crypto";

/** A random 11-digit mobile number, so tests never trip over each other's rows (or an earlier run's). */
export function uniquePhone(): string {
  return `010${String(randomInt(0, 1e8)).padStart(8, "0")}`;
}

/** Latin letters only: a tag is searched as part of a name, never read as phone digits or initials. */
export function uniqueTag(): string {
  return [...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("");
}
