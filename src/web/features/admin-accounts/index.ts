// Staff accounts and sign-in set-up: the owner's Users tab, each person's My account, and the
// invitation page where a password is chosen. The admin pages use it through this file only.

/** Every staff account, for the Audit tab's person filter. */
export { useAccounts } from './accounts/accounts-queries.js';
export { UsersTab } from './accounts/users-tab.js';
export { InvitationView } from './invitation/invitation-view.js';
export { useInvitationToken } from './invitation/use-invitation-token.js';
export { MyAccountTab } from './my-account/my-account-tab.js';
