import { privacyPolicy } from '../../../shared/help/legalMessages';
import { LegalText } from './LegalPage';

/** `/privacy`: our privacy policy (linked from the sign-up consent and the footer). */
export default function PrivacyPolicyPage() {
  return <LegalText page={privacyPolicy} />;
}
