// A pure function's answers kept per key, for work a hot path repeats with the same input (a path's page
// rule, a user agent's device, a visitor's key). Forgotten wholesale when the bound is reached: the keys
// (addresses, user agents) are unbounded, and clearing keeps the memory bounded without an LRU's upkeep.
// Keys come from requests, so a long one (a made-up user agent of kilobytes) is answered, not kept:
// the memory stays under the bound times KEY_LIMIT characters whatever anyone sends.

const KEY_LIMIT = 512;

/** `compute` gets what the caller passes beside the key (`from`), for an answer the key only names (a digest). */
export function remembered<T, From = undefined>(bound: number, compute: (key: string, from: From) => T): (key: string, from?: From) => T {
  const answers = new Map<string, T>();
  return (key, from) => {
    if (answers.has(key)) return answers.get(key) as T;
    const answer = compute(key, from as From);
    if (key.length > KEY_LIMIT) return answer;
    if (answers.size >= bound) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
