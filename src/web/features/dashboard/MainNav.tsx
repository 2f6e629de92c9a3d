import { useState } from "react";
import { Link } from "@tanstack/react-router";
import { Dialog } from "radix-ui";
import { Building2, FileBarChart, Landmark, Menu, ReceiptText, Users, Wallet, X } from "lucide-react";
import { ThemeSwitch } from "@/web/components/ui/theme-switch";

/** Every destination of the dashboard, in the order both navigations show them. */
export const navItems = [
  { to: "/dashboard/properties", label: "Immobilien", Icon: Building2 },
  { to: "/dashboard/tenants", label: "Mieter", Icon: Users },
  { to: "/dashboard/rent-roll", label: "Mieteingänge", Icon: Wallet },
  { to: "/dashboard/bookings", label: "Buchungen", Icon: ReceiptText },
  { to: "/dashboard/financing", label: "Finanzierungen", Icon: Landmark },
  { to: "/dashboard/reports", label: "Berichte", Icon: FileBarChart },
] as const;

const NAV_LABEL = "Hauptnavigation";

/** From md up: the tab bar under the header. Below md it is hidden; MobileNav takes over. */
export function TabNav() {
  return (
    <nav aria-label={NAV_LABEL} className="mx-auto hidden max-w-7xl px-2 md:block">
      {/* Six tabs fit from md (768 px) only without gaps and with less padding; lg gets the room back. */}
      <ul className="flex lg:gap-1">
        {navItems.map(({ to, label, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-2 whitespace-nowrap border-b-2 border-transparent px-2.5 py-2.5 text-sm text-muted-foreground hover:text-foreground lg:px-3"
              activeProps={{ className: "border-primary! text-foreground! font-medium", "aria-current": "page" }}
            >
              <Icon className="h-4 w-4" aria-hidden />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Below md: a "Menü" button opening a sheet with every destination and the theme switch
 * (issue 11: at 375 px the tab bar cut off "Finanzierungen" and hid "Berichte"). Radix traps
 * focus in the sheet, closes it on Escape and returns focus to the button; opening puts
 * focus on the current page's entry.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="-ml-1 inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-md px-2 text-sm font-medium hover:bg-muted md:hidden">
        <Menu className="h-5 w-5" aria-hidden />
        Menü
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col border-r border-border bg-card text-card-foreground shadow-2xl focus:outline-none md:hidden"
          onOpenAutoFocus={(event) => {
            const current = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>("[aria-current='page']");
            if (current) {
              event.preventDefault();
              current.focus();
            }
          }}
        >
          <div className="flex h-14 items-center justify-between border-b border-border px-4">
            <Dialog.Title className="text-lg font-semibold">Menü</Dialog.Title>
            <Dialog.Close
              className="-mr-2 inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
              aria-label="Menü schließen"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <nav aria-label={NAV_LABEL} className="min-h-0 flex-1 overflow-y-auto p-2">
            <ul className="space-y-1">
              {navItems.map(({ to, label, Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    onClick={() => setOpen(false)}
                    className="flex min-h-11 items-center gap-3 rounded-md border-l-4 border-transparent px-3 py-2 text-base text-muted-foreground hover:bg-muted hover:text-foreground"
                    activeProps={{ className: "border-primary! bg-muted text-foreground! font-medium", "aria-current": "page" }}
                  >
                    <Icon className="h-5 w-5" aria-hidden />
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center justify-between gap-3 border-t border-border px-4 py-3">
            <span className="text-sm text-muted-foreground">Farbschema</span>
            <ThemeSwitch />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
