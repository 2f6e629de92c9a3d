import { DropdownMenu } from "radix-ui";
import { Link } from "@tanstack/react-router";
import { ChevronDown, LogOut, Settings, Users } from "lucide-react";
import { roleLabels } from "@/shared/enums";
import { signOut } from "@/web/features/auth";
import { selectWorkspace } from "@/web/lib/workspace";
import { useMe } from "@/web/lib/use-me";

const itemClass = "flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted";

export function UserMenu({ fallbackName }: { fallbackName: string }) {
  const me = useMe();
  const profileName = [me.data?.profile?.firstName, me.data?.profile?.lastName].filter(Boolean).join(" ");
  const name = profileName || me.data?.user.name || fallbackName;
  const initials = name
    .split(/\s+/)
    .map((p) => p[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-muted cursor-pointer"
      >
        {/* The name is the visible text and the end of the accessible name "Benutzermenü von …";
            the initials are drawn by CSS, so they are neither (axe: label-content-name-mismatch). */}
        <span
          className="flex h-8 w-8 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground before:content-[attr(data-initials)]"
          data-initials={initials}
          aria-hidden
        />
        <span className="sr-only">Benutzermenü von </span>
        <span className="max-w-40 truncate text-sm max-sm:sr-only">{name}</span>
        <ChevronDown className="h-4 w-4" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-56 rounded-md border border-border bg-card p-1 shadow-lg">
          <div className="px-2 py-1.5 text-sm">
            <div className="font-medium">{name}</div>
            <div className="text-muted-foreground">{me.data?.user.email}</div>
            {me.data ? <div className="text-xs text-muted-foreground">{me.data.workspace.name} · {roleLabels[me.data.workspace.role]}</div> : null}
          </div>
          {me.data && me.data.workspaces.length > 1 ? (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Label className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">Portfolio</DropdownMenu.Label>
              <DropdownMenu.RadioGroup
                value={me.data.workspace.id}
                onValueChange={(id) => {
                  selectWorkspace(id);
                  // A full reload starts every cache fresh in the other workspace.
                  window.location.assign("/dashboard/properties");
                }}
              >
                {me.data.workspaces.map((w) => (
                  <DropdownMenu.RadioItem
                    key={w.id}
                    value={w.id}
                    className="flex cursor-pointer items-center justify-between gap-3 rounded px-2 py-1.5 text-sm outline-none data-[highlighted]:bg-muted data-[state=checked]:font-medium"
                  >
                    <span>{w.name}</span>
                    <span className="text-xs text-muted-foreground">{roleLabels[w.role]}</span>
                  </DropdownMenu.RadioItem>
                ))}
              </DropdownMenu.RadioGroup>
            </>
          ) : null}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/dashboard/settings">
              <Settings className="h-4 w-4" aria-hidden /> Einstellungen
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/dashboard/team">
              <Users className="h-4 w-4" aria-hidden /> Team
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            onSelect={() => void signOut()}
            className={itemClass}
          >
            <LogOut className="h-4 w-4" aria-hidden /> Abmelden
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

