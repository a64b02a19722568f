/** One line of an account's security log as the account page lists it (listSecurityEvents). */
export interface SecurityEventView {
  id: string;
  label: string;
  detail: string | null;
  at: Date;
}
