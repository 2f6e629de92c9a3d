import { useSearch } from "@tanstack/react-router";
import { PageHeader } from "@/web/components/PageHeader";
import { ErrorCard, LoadingCard } from "@/web/components/QueryState";
import { ThemeSwitch } from "@/web/components/ui/theme-switch";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useMe } from "@/web/lib/use-me";
import { DataSection } from "./components/DataSection";
import { EmailSection } from "./components/EmailSection";
import { PasswordSection } from "./components/PasswordSection";
import { ProfileSection } from "./components/ProfileSection";
import { SessionsSection } from "./components/SessionsSection";
import { SettingsSection } from "./components/SettingsSection";
import { WorkspacesSection } from "./components/WorkspacesSection";

/** /dashboard/settings: the account (name, address, password, devices), its portfolios, the theme, export and deletion. */
export function SettingsPage() {
  useDocumentTitle("Einstellungen");
  const me = useMe();
  const search = useSearch({ strict: false, select: (s): { email?: string } => s });
  if (me.isPending) return <LoadingCard label="Einstellungen werden geladen" />;
  if (me.isError) return <ErrorCard error={me.error} fallback="Die Einstellungen konnten nicht geladen werden." onRetry={() => void me.refetch()} />;
  return (
    <>
      <PageHeader title="Einstellungen" description="Dein Konto, Deine Portfolios und die Darstellung." />
      <div className="grid gap-6">
        <ProfileSection me={me.data} />
        <EmailSection email={me.data.user.email} confirmed={search.email === "bestaetigt"} />
        <PasswordSection email={me.data.user.email} />
        <SessionsSection />
        <WorkspacesSection me={me.data} />
        <SettingsSection id="darstellung" title="Darstellung" description="Hell, dunkel oder wie Dein System eingestellt ist.">
          <ThemeSwitch />
        </SettingsSection>
        <DataSection me={me.data} />
      </div>
    </>
  );
}
