import { expect } from "vitest";

/**
 * What `promise` was rejected with (a guard's thrown Response, an adapter's error); the test fails
 * unless it was rejected with a `type`.
 */
export async function rejectionOf<T>(promise: Promise<unknown>, type: abstract new (...args: never[]) => T): Promise<T> {
  const outcome = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(outcome).toBeInstanceOf(type);
  return outcome as T;
}
