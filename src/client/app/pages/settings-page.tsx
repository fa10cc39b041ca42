import { CardSection } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { ChangePasswordForm } from "../../features/auth/components/change-password-form";
import { NotificationSettings } from "../../features/auth/components/notification-settings";
import { ProfileForm } from "../../features/auth/components/profile-form";
import { ThemePicker } from "../../features/theme/theme-picker";
import { useSignedInUser } from "../signed-in-user";

/** Settings (issue 3): name, password, notifications and theme. */
export default function SettingsPage() {
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title="Settings" description="Your account and how Bandbook looks on this device." />
      <div className="grid max-w-3xl gap-5">
        <CardSection title="Profile" description="Your name as your bandmates see it.">
          <ProfileForm user={user} />
        </CardSection>
        <CardSection title="Password" description="You’ll need your current password to choose a new one.">
          <ChangePasswordForm />
        </CardSection>
        <CardSection title="Notifications" description="E-mails about your bands’ songs.">
          <NotificationSettings user={user} />
        </CardSection>
        <CardSection title="Appearance" description="Choose how Bandbook looks on this device.">
          <ThemePicker />
        </CardSection>
      </div>
    </>
  );
}
