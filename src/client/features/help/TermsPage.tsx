import { terms } from '../../../shared/help/legalMessages';
import { LegalText } from './LegalPage';

/** `/terms`: our terms of service (linked from the sign-up consent and the footer). */
export default function TermsPage() {
  return <LegalText page={terms} />;
}
