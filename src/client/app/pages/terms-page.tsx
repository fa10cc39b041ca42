import { LegalPage } from "../../features/marketing/components/legal-page";
import { TERMS } from "../../features/marketing/legal";

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of use"
      intro="The short version: your songs stay yours, the beta is free, and we ask you to use Bandbook fairly."
      sections={TERMS}
    />
  );
}
