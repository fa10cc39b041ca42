import { Users } from "lucide-react";
import { EmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/ui/page-header";

export default function AdminUserDetailsPage() {
  return (
    <>
      <PageHeader title="User details" description="Accounts, bands and activity." />
      <EmptyState icon={Users} title="No user activity recorded yet" />
    </>
  );
}
