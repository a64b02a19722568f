/** What deleting this account would do, for the form to say before anyone presses the button. */
export interface DeletionPlan {
  /** Campaigns (archived ones too) where the user is the only member: they go with the account. */
  campaignsDeleted: Array<{ id: string; name: string }>;
  /** Campaigns (archived ones too) with other members where nobody else organises: these block the deletion. */
  campaignsBlocking: Array<{ id: string; name: string }>;
}
