/** A team's or campaign's public link as its share panel shows it (lib/server/sharing/public-link.ts reads it). */
export interface PublicLinkStatus {
  isShared: boolean;
  /** The absolute public link, only for those allowed to share while the row is shared. */
  publicUrl: string | null;
}
