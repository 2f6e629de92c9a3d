import { useQuery } from "@tanstack/react-query";
import { Link, useSearch } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { Button, buttonClass } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { AuthCard, signOut, useAuth } from "@/web/features/auth";
import { ApiError } from "@/web/lib/api";
import { carryToast } from "@/web/lib/carried-toast";
import { errorMessage } from "@/web/lib/errors";
import { selectWorkspace } from "@/web/lib/workspace";
import { acceptInvitation, previewInvitation } from "./api/invitations";
import { forgetInvitation, rememberInvitation } from "./pending-invitation";
import { roleText } from "./role-choice";

/**
 * /invitation?token=…: the invitee's yes. Signed out, the page keeps the token and asks to sign
 * in or register with the invited address; the dashboard brings them back here afterwards.
 */
export function InvitationPage() {
  const { token = "" } = useSearch({ strict: false, select: (s): { token?: string } => s });
  const auth = useAuth();
  useEffect(() => {
    if (!auth.loading && !auth.user && token) rememberInvitation(token);
  }, [auth.loading, auth.user, token]);
  if (auth.loading) {
    return (
      <div className="flex min-h-dvh items-center justify-center">
        <Spinner />
      </div>
    );
  }
  if (!auth.user) {
    return (
      <AuthCard title="Einladung zu Hausbuch" subtitle="Du wurdest in ein Portfolio eingeladen.">
        <p className="text-sm">
          Melde Dich mit der E-Mail-Adresse an, an die die Einladung ging. Hast Du noch kein Konto, registriere Dich mit dieser Adresse und bestätige sie – danach geht es hier weiter.
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Link to="/login" className={buttonClass("primary", "md", "sm:flex-1")}>
            Anmelden
          </Link>
          <Link to="/register" className={buttonClass("outline", "md", "sm:flex-1")}>
            Registrieren
          </Link>
        </div>
      </AuthCard>
    );
  }
  return <Invitation token={token} email={auth.user.email} />;
}

function Invitation({ token, email }: { token: string; email: string }) {
  const preview = useQuery({ queryKey: ["invitation", token], queryFn: () => previewInvitation(token), retry: false });
  const [accepting, setAccepting] = useState(false);
  const gone = preview.error instanceof ApiError && [400, 404, 410].includes(preview.error.status);
  useEffect(() => {
    if (gone) forgetInvitation();
  }, [gone]);
  const accept = async () => {
    setAccepting(true);
    try {
      const joined = await acceptInvitation(token);
      forgetInvitation();
      selectWorkspace(joined.workspaceId);
      carryToast("invitation", `Willkommen im Portfolio „${joined.workspaceName}“.`);
      // A full load: every cache starts fresh in the new workspace.
      window.location.assign("/dashboard/properties");
    } catch (err) {
      toast.error(errorMessage(err, "Die Einladung konnte nicht angenommen werden."));
      setAccepting(false);
    }
  };
  const later = () => {
    forgetInvitation();
    window.location.assign("/dashboard/properties");
  };
  if (preview.isPending) {
    return (
      <AuthCard title="Einladung zu Hausbuch">
        <div className="flex justify-center">
          <Spinner label="Einladung wird geladen" />
        </div>
      </AuthCard>
    );
  }
  if (preview.isError) {
    return (
      <AuthCard title="Einladung zu Hausbuch">
        <p role="alert" className="text-sm">
          {errorMessage(preview.error, "Die Einladung konnte nicht geladen werden.")}
        </p>
        <Link to="/dashboard/properties" className={buttonClass("outline", "md", "mt-4 w-full")}>
          Zu meinem Portfolio
        </Link>
      </AuthCard>
    );
  }
  const inv = preview.data;
  if (inv.forOtherEmail) {
    return (
      <AuthCard title="Einladung zu Hausbuch">
        <p role="alert" className="text-sm">
          Diese Einladung gilt für <strong>{inv.email}</strong>, Du bist aber als {email} angemeldet. Melde Dich ab und mit der eingeladenen Adresse wieder an.
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Button className="sm:flex-1" onClick={() => void signOut()}>
            Abmelden
          </Button>
          <Button variant="outline" className="sm:flex-1" onClick={later}>
            Nicht jetzt
          </Button>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Einladung zu Hausbuch" subtitle={inv.invitedBy ? `${inv.invitedBy} lädt Dich ein.` : undefined}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Portfolio</dt>
        <dd className="font-medium">{inv.workspaceName}</dd>
        <dt className="text-muted-foreground">Rolle</dt>
        <dd className="font-medium">{roleText(inv.role, inv.preset)}</dd>
      </dl>
      {inv.alreadyMember ? <p className="mt-4 text-sm">Du gehörst bereits zu diesem Portfolio; Deine Rolle bleibt, wie sie ist.</p> : null}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <Button className="sm:flex-1" onClick={() => void accept()} disabled={accepting}>
          Einladung annehmen
        </Button>
        <Button variant="outline" className="sm:flex-1" onClick={later}>
          Nicht jetzt
        </Button>
      </div>
    </AuthCard>
  );
}
