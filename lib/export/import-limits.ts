/**
 * How much an import reads. Kept free of imports so the import form (a client component) can
 * check a chosen file's size before reading it. A roster rarely passes 15 entries; 40 leaves room
 * for the retired and the fallen while keeping a preview quick to check.
 */
export const MAX_IMPORT_BYTES = 512 * 1024;
export const MAX_IMPORT_CHARACTERS = 40;

/** "The file is 600 KB; Longbox reads team exports of up to 512 KB." */
export function tooLargeMessage(bytes: number): string {
  return `The file is ${Math.ceil(bytes / 1024)} KB; Longbox reads team exports of up to ${MAX_IMPORT_BYTES / 1024} KB.`;
}
