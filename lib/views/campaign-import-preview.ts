/**
 * What importing a campaign file would create, in one shape every game system fills (its
 * GameServer.import.campaignFile.preview), so one page shows any system's file. Pure.
 */
export interface CampaignImportPreviewView {
  /** False when the file has problems: nothing can be imported, and `problems` says why. */
  canImport: boolean;
  problems: string[];
  /** Things the import keeps as they are but a reader should know (e.g. entries today's rules would refuse). */
  warnings: string[];
  /** Plain facts about the file worth a line each (when it was exported, who its members were). */
  notes: string[];
  campaign: { name: string; systemName: string } | null;
  teams: { name: string; ownerLabel: string; memberCount: number; memberNoun: string; detail?: string }[];
  counts: { battles: number; ledgerEntries: number; rolls: number; journalEntries: number };
}

/** The preview of a file that cannot be imported: only its problems. */
export function refusedCampaignImport(problems: string[]): CampaignImportPreviewView {
  return { canImport: false, problems, warnings: [], notes: [], campaign: null, teams: [], counts: { battles: 0, ledgerEntries: 0, rolls: 0, journalEntries: 0 } };
}

/** The import action's answer when the file has problems: the preview shows them. */
export function invalidCampaignFileMessage(problemCount: number): string {
  return `Nothing was imported: the file has ${problemCount === 1 ? "a problem" : `${problemCount} problems`}. Check it again to see ${problemCount === 1 ? "it" : "them"}.`;
}
