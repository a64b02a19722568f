import { describe, expect, test } from "vitest";
import { cookieHeader, cookiePairs, hasSessionCookie } from "./sign-in";

describe("cookiePairs", () => {
  test("keeps name and value, drops the attributes", () => {
    const jar = cookiePairs(["authjs.csrf-token=abc%7Cdef; Path=/; HttpOnly; SameSite=Lax", "authjs.callback-url=http%3A%2F%2Flocalhost; Path=/"]);
    expect(cookieHeader(jar)).toBe("authjs.csrf-token=abc%7Cdef; authjs.callback-url=http%3A%2F%2Flocalhost");
  });

  test("a value may hold '=' (base64 padding)", () => {
    expect(cookiePairs(["a=b==; Path=/"]).get("a")).toBe("b==");
  });

  test.each([
    { label: "an empty value", line: "authjs.session-token=; Path=/" },
    { label: "Max-Age=0", line: "authjs.session-token=x; Max-Age=0; Path=/" },
    { label: "an expiry in 1970", line: "authjs.session-token=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT" },
  ])("a cookie cleared by $label drops out", ({ line }) => {
    const jar = cookiePairs(["authjs.session-token=old; Path=/", line]);
    expect(jar.has("authjs.session-token")).toBe(false);
  });

  test("a line without a name is ignored", () => {
    expect(cookiePairs(["=x", "novalue"]).size).toBe(0);
  });
});

describe("hasSessionCookie", () => {
  test.each([
    { label: "plain", name: "authjs.session-token", expected: true },
    { label: "secure", name: "__Secure-authjs.session-token", expected: true },
    { label: "chunked", name: "authjs.session-token.0", expected: true },
    { label: "the CSRF cookie", name: "authjs.csrf-token", expected: false },
  ])("$label", ({ name, expected }) => {
    expect(hasSessionCookie(new Map([[name, "v"]]))).toBe(expected);
  });
});
