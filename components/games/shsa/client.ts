"use client";

/**
 * SHSA's client components, as its server components render them (components/games/smf/client.ts
 * says why each is a next/dynamic export): none yet.
 */
export {};
