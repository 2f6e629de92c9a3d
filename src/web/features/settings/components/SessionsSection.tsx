import { Monitor } from "lucide-react";
import { toast } from "sonner";
import { formatInstantDate } from "@/core/dates";
import { ErrorCard, LoadingCard } from "@/web/components/QueryState";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { errorMessage } from "@/web/lib/errors";
import { useEndSessions, useSessions } from "@/web/features/settings/api/sessions";
import { describeUserAgent } from "@/web/features/settings/user-agent";
import { SettingsSection } from "./SettingsSection";

export function SessionsSection() {
  const sessions = useSessions();
  const end = useEndSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current);
  const endOne = async (id: string) => {
    try {
      await end.one.mutateAsync(id);
      toast.success("Das Gerät ist abgemeldet.");
    } catch (err) {
      toast.error(errorMessage(err, "Das Gerät konnte nicht abgemeldet werden."));
    }
  };
  const endOthers = async () => {
    try {
      const { ended } = await end.others.mutateAsync();
      toast.success(ended === 1 ? "1 anderes Gerät ist abgemeldet." : `${ended} andere Geräte sind abgemeldet.`);
    } catch (err) {
      toast.error(errorMessage(err, "Die anderen Geräte konnten nicht abgemeldet werden."));
    }
  };
  return (
    <SettingsSection id="sitzungen" title="Angemeldete Geräte" description="Wo Dein Konto gerade angemeldet ist. Kennst Du ein Gerät nicht, melde es ab und ändere Dein Passwort.">
      {sessions.isPending ? (
        <LoadingCard label="Sitzungen werden geladen" />
      ) : sessions.isError ? (
        <ErrorCard error={sessions.error} fallback="Die Sitzungen konnten nicht geladen werden." onRetry={() => void sessions.refetch()} />
      ) : (
          <>
            <ul className="divide-y divide-border rounded-md border border-border">
              {sessions.data.map((s) => (
                <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <div className="flex min-w-0 items-center gap-3">
                    <Monitor className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
                    <div className="min-w-0">
                      <div className="font-medium">
                        {describeUserAgent(s.userAgent)} {s.current ? <Badge tone="success">Dieses Gerät</Badge> : null}
                      </div>
                      <div className="text-sm text-muted-foreground">
                        Angemeldet am {formatInstantDate(s.createdAt)} · zuletzt aktiv am {formatInstantDate(s.lastActiveAt)}
                      </div>
                    </div>
                  </div>
                  {s.current ? null : (
                    <Button variant="outline" size="sm" onClick={() => void endOne(s.id)} disabled={end.one.isPending} aria-label={`${describeUserAgent(s.userAgent)} abmelden`}>
                      Abmelden
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {others.length > 0 ? (
              <Button variant="outline" className="mt-3" onClick={() => void endOthers()} disabled={end.others.isPending}>
                Alle anderen Geräte abmelden
              </Button>
            ) : null}
          </>
      )}
    </SettingsSection>
  );
}
