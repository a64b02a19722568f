/**
 * next/headers outside a Next request: a plain request from localhost with no cookies, so code
 * that builds absolute links (share URLs) or reads cookies behaves as for a first visit.
 */
const requestHeaders = new Headers({ host: "localhost:3000", "x-forwarded-proto": "http" });
const jar = new Map<string, { name: string; value: string }>();

export async function headers() {
  return requestHeaders;
}

export async function cookies() {
  return {
    get: (name: string) => jar.get(name),
    getAll: () => [...jar.values()],
    has: (name: string) => jar.has(name),
    set: (name: string, value: string) => void jar.set(name, { name, value }),
    delete: (name: string) => void jar.delete(name),
  };
}
