/** next/cache outside a Next request: revalidation has no cache to clear, so it is only recorded. */
export const revalidations: string[] = [];

export function revalidatePath(path: string) {
  revalidations.push(path);
}

export function revalidateTag(tag: string) {
  revalidations.push(`tag:${tag}`);
}
