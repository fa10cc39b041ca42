import { LegalPage } from "../../features/marketing/components/legal-page";
import { PRIVACY } from "../../features/marketing/legal";

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy"
      intro="Bandbook keeps what it needs to run your band’s book, and nothing for advertising."
      sections={PRIVACY}
    />
  );
}
