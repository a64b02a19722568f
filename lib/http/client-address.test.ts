import { describe, expect, test } from "vitest";
import { clientAddress, trustedProxyHops } from "./client-address";

describe("trustedProxyHops", () => {
  test("is 0 unless set", () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops(" ")).toBe(0);
  });

  test("reads a whole number of proxies", () => {
    expect(trustedProxyHops("1")).toBe(1);
    expect(trustedProxyHops("2")).toBe(2);
  });

  test.each(["-1", "1.5", "two", "11"])("refuses %s with a clear message", (value) => {
    expect(() => trustedProxyHops(value)).toThrow(/LONGBOX_TRUSTED_PROXY_HOPS must be a whole number from 0 to 10/);
  });
});

describe("clientAddress", () => {
  test("with no proxy of our own, nothing in the header is trusted", () => {
    expect(clientAddress("203.0.113.7", 0)).toBeNull();
  });

  test("behind one proxy: the last entry, the one the proxy added", () => {
    expect(clientAddress("203.0.113.7", 1)).toBe("203.0.113.7");
    // A client that sends its own header only adds entries before the proxy's.
    expect(clientAddress("198.51.100.1, 198.51.100.2, 203.0.113.7", 1)).toBe("203.0.113.7");
  });

  test("behind two proxies: the entry the outer one added", () => {
    expect(clientAddress("198.51.100.1, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
  });

  test("with fewer entries than proxies, the first", () => {
    expect(clientAddress("203.0.113.7", 3)).toBe("203.0.113.7");
  });

  test("IPv6, in one spelling", () => {
    expect(clientAddress("2001:DB8::1", 1)).toBe("2001:db8::1");
  });

  test.each([null, "", "unknown", "203.0.113.7:443", "not an address"])("no usable address in %j", (header) => {
    expect(clientAddress(header, 1)).toBeNull();
  });
});
