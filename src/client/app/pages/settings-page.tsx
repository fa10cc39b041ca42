import { CardSection } from "../../components/ui/card";
import { displayName } from "../../features/auth/api/get-current-user";
import { ThemePicker } from "../../features/theme/theme-picker";
import { useSignedInUser } from "../signed-in-user";

export default function SettingsPage() {
  const user = useSignedInUser();
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight sm:text-[1.7rem]">Settings</h1>
      <div className="grid max-w-3xl gap-5">
        <CardSection title="Appearance" description="Choose how Bandbook looks on this device.">
          <ThemePicker />
        </CardSection>
        <CardSection title="Account">
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">Name</dt>
              <dd className="mt-1 font-medium">{displayName(user)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="mt-1 font-medium break-all">{user.email}</dd>
            </div>
          </dl>
        </CardSection>
      </div>
    </>
  );
}
