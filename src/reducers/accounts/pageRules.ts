/** A refused sign-up or log-in form's status (declared in `src/shared/accounts/routes.ts`). */
import type { AccountsPageKey } from '../../shared/accounts/routes';
import type { PageRulesFor } from '../pageRule';
import type { RootState } from '../rootReducer';

const formStatus = (s: RootState) => s.accounts.form?.status ?? null;

export const ACCOUNTS_PAGE_RULES = {
  signup: { status: formStatus },
  login: { status: formStatus },
} satisfies PageRulesFor<AccountsPageKey>;
