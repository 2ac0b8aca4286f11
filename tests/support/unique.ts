import { randomInt } from "node:crypto";

/** A random 11-digit mobile number, so tests never trip over each other's rows (or an earlier run's). */
export function uniquePhone(): string {
  return `010${String(randomInt(0, 1e8)).padStart(8, "0")}`;
}
