/**
 * A message table read with a key from outside (a query, a form, a provider's redirect): only the
 * table's own entries count, so `__proto__` or `constructor` find nothing instead of Object's members.
 */
export function lookup<T>(table: Readonly<Record<string, T>>, key: string | null | undefined): T | undefined {
  return typeof key === "string" && Object.hasOwn(table, key) ? table[key] : undefined;
}
