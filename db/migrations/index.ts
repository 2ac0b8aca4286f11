// Every migration, in order. Listed statically so the bundled server carries them (no directory scan).
import type { Migration } from "kysely";
import * as m0001 from "./0001_foundation";

export const migrations: Record<string, Migration> = {
  "0001_foundation": m0001,
};
