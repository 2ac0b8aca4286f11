// JSON columns: PostgreSQL (jsonb) hands back parsed values, SQLite (text) hands back strings.
// Writing a JSON string works for both: PostgreSQL parses it into jsonb.

export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

export function fromJson<T>(value: unknown, fallback: T): T {
  if (value === null || value === undefined) return fallback;
  if (typeof value !== "string") return value as T;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}
