/**
 * The staff accounts as the routes see them. The accounts have no rules beyond what their
 * repository's transactions hold (the last active owner, the unique e-mail), so this module only
 * names the repository's functions the routes may use: routes never import from db/.
 */
export {
  accountListView,
  accountView,
  changeAccount,
  findAccountByEmail,
  findAccountById,
  insertAccount,
  listAccounts,
  revokeAccountSessions,
  selectActiveOwnerEmails as listActiveOwnerEmails,
} from '#server/db/staff-accounts-repository.js';
