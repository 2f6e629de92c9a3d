import { PageHeader } from "@/web/components/PageHeader";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { useMe } from "@/web/lib/use-me";
import { InvitationsSection } from "./components/InvitationsSection";
import { MembersSection } from "./components/MembersSection";

/** /dashboard/team: who works in this portfolio; admins invite, change roles and remove. */
export function TeamPage() {
  useDocumentTitle("Team");
  const me = useMe();
  const canManage = me.data?.workspace.role === "admin";
  return (
    <>
      <PageHeader
        title="Team"
        description={me.data ? `Wer im Portfolio „${me.data.workspace.name}“ mitarbeitet.` : "Wer in diesem Portfolio mitarbeitet."}
      />
      <div className="grid gap-6">
        {canManage ? <InvitationsSection /> : null}
        <MembersSection canManage={canManage} />
      </div>
    </>
  );
}
