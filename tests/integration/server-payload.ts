/**
 * What a server-rendered page sends the browser beyond its HTML: the React Server Components
 * payload, which carries every element's key and props (a list keyed by a row's id sends that id,
 * though the HTML never shows it). Vitest has no RSC renderer, so this walks the element tree the
 * way the payload is built: server components are called, and every key and every prop that is
 * not a child is written out. A component that cannot run outside React's renderer (a client
 * component using hooks) is written out as its props, which is what the payload holds for it.
 */
import { isValidElement, type ReactNode } from "react";

export async function serverPayloadText(node: ReactNode | Promise<ReactNode>): Promise<string> {
  const parts: string[] = [];
  await walk(await node, parts);
  return parts.join("\n");
}

function propsText(props: Record<string, unknown>): string {
  return JSON.stringify(props, (name, value: unknown) => (name === "children" ? undefined : typeof value === "function" ? "[function]" : value));
}

async function walk(node: unknown, parts: string[]): Promise<void> {
  node = await node;
  if (node === null || node === undefined || typeof node === "boolean") return;
  if (typeof node === "string" || typeof node === "number" || typeof node === "bigint") return void parts.push(String(node));
  if (Array.isArray(node)) {
    for (const child of node) await walk(child, parts);
    return;
  }
  if (!isValidElement(node)) return;
  const props = node.props as Record<string, unknown>;
  if (node.key !== null) parts.push(`key=${node.key}`);
  const type = node.type as unknown;
  if (typeof type === "function") {
    let rendered: unknown;
    try {
      rendered = await (type as (p: unknown) => unknown)(props);
    } catch {
      parts.push(propsText(props));
      await walk(props.children, parts);
      return;
    }
    await walk(rendered, parts);
    return;
  }
  parts.push(propsText(props));
  await walk(props.children, parts);
}
