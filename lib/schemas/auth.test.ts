import { describe, expect, test } from "vitest";
import { z } from "zod";
import { signInSchema, signUpSchema } from "./auth";

function fieldErrors(result: { success: boolean; error?: z.ZodError }): Record<string, string[] | undefined> {
  return result.error ? z.flattenError(result.error).fieldErrors : {};
}

describe("signUpSchema", () => {
  test("accepts a valid sign-up and normalises the email", () => {
    const result = signUpSchema.safeParse({ name: " Ann ", email: " Ann@Example.COM ", password: "longenough" });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ name: "Ann", email: "ann@example.com", password: "longenough" });
  });

  test.each([
    ["malformed email", { email: "not-an-email", password: "longenough" }, "email", "Enter a valid email address, like name@example.com."],
    ["missing email", { email: "", password: "longenough" }, "email", "Enter your email address."],
    ["short password", { email: "a@b.co", password: "short" }, "password", "Use at least 8 characters."],
  ])("%s gets a message on its field", (_label, input, field, message) => {
    const result = signUpSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(fieldErrors(result)[field]).toContain(message);
  });

  test("an empty name is dropped", () => {
    expect(signUpSchema.parse({ name: "", email: "a@b.co", password: "12345678" }).name).toBeUndefined();
  });
});

describe("signInSchema", () => {
  test("requires a password", () => {
    expect(fieldErrors(signInSchema.safeParse({ email: "a@b.co", password: "" })).password).toContain("Enter your password.");
  });
});
