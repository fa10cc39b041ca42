import { PageHeader } from "../../components/ui/page-header";
import { BetaSignupsPanel } from "../../features/admin/components/beta-signups-panel";

/** Admin only (the route is gated here and every call is refused by the server for anyone else). */
export default function AdminUserDetailsPage() {
  return (
    <>
      <PageHeader
        title="Beta access & users"
        description="Approve beta requests to e-mail an invite; resend or revoke invites that are not used yet."
      />
      <BetaSignupsPanel />
    </>
  );
}
