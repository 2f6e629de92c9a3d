import { toast } from "sonner";
import type { MemberDto } from "@/shared/api-types";
import { ErrorCard, LoadingCard } from "@/web/components/QueryState";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { ConfirmDialog } from "@/web/components/ui/confirm-dialog";
import { Select } from "@/web/components/ui/select";
import { errorMessage } from "@/web/lib/errors";
import { useMemberMutations, useMembers } from "@/web/features/team/api/members";
import { roleChoices, roleText, roleToChoice, type RoleChoice } from "@/web/features/team/role-choice";

/** Everyone sees who is in the portfolio; an admin changes roles and removes members. */
export function MembersSection({ canManage }: { canManage: boolean }) {
  const members = useMembers();
  if (members.isPending) return <LoadingCard label="Mitglieder werden geladen" />;
  if (members.isError) return <ErrorCard error={members.error} fallback="Die Mitglieder konnten nicht geladen werden." onRetry={() => void members.refetch()} />;
  return (
    <Card role="region" aria-labelledby="members-title" className="p-4 sm:p-6">
      <h2 id="members-title" className="text-lg font-semibold">
        Mitglieder ({members.data.length})
      </h2>
      <ul className="mt-4 divide-y divide-border rounded-md border border-border">
        {members.data.map((m) => (
          <MemberRow key={m.userId} member={m} canManage={canManage} />
        ))}
      </ul>
    </Card>
  );
}

function MemberRow({ member, canManage }: { member: MemberDto; canManage: boolean }) {
  const { changeRole, remove } = useMemberMutations();
  const label = member.name === member.email ? member.email : member.name;
  const change = async (choice: RoleChoice) => {
    try {
      await changeRole.mutateAsync({ userId: member.userId, choice });
      toast.success(`Die Rolle von ${label} ist geändert.`);
    } catch (err) {
      toast.error(errorMessage(err, "Die Rolle konnte nicht geändert werden."));
    }
  };
  const removeMember = async () => {
    try {
      await remove.mutateAsync(member.userId);
      toast.success(`${label} gehört nicht mehr zum Portfolio.`);
    } catch (err) {
      toast.error(errorMessage(err, "Das Mitglied konnte nicht entfernt werden."));
      return false;
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div className="min-w-0">
        <div className="truncate font-medium">
          {label} {member.isSelf ? <Badge tone="success">Du</Badge> : null}
        </div>
        {label !== member.email ? <div className="truncate text-sm text-muted-foreground">{member.email}</div> : null}
      </div>
      {canManage ? (
        <div className="flex flex-wrap items-center gap-2">
          <Select
            aria-label={`Rolle von ${label}`}
            value={roleToChoice(member.role, member.preset)}
            disabled={changeRole.isPending}
            onChange={(e) => void change(e.target.value as RoleChoice)}
            className="w-auto"
          >
            {roleChoices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.short}
              </option>
            ))}
          </Select>
          {member.isSelf ? null : (
            <ConfirmDialog
              trigger={
                <Button variant="outline" size="sm" aria-label={`${label} entfernen`}>
                  Entfernen
                </Button>
              }
              title={`${label} aus dem Portfolio entfernen?`}
              description="Das Konto bleibt bestehen, sieht dieses Portfolio aber nicht mehr. Du kannst die Person später erneut einladen."
              confirmLabel="Entfernen"
              onConfirm={removeMember}
            />
          )}
        </div>
      ) : (
        <Badge>{roleText(member.role, member.preset)}</Badge>
      )}
    </li>
  );
}
