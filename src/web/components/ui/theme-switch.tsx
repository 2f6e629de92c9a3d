import { RadioGroup } from "radix-ui";
import { Monitor, Moon, Sun } from "lucide-react";
import { useTheme, type ThemeSetting } from "@/web/lib/theme";

const options: Array<{ value: ThemeSetting; label: string; Icon: typeof Sun }> = [
  { value: "light", label: "Hell", Icon: Sun },
  { value: "dark", label: "Dunkel", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
];

const isSetting = (value: string): value is ThemeSetting => options.some((o) => o.value === value);

/**
 * Light / dark / system, stored under `hausbuch-theme`. One radio group (Radix): a single Tab
 * stop on the checked option, arrow keys move and select (issue 11). The pre-rendered public
 * pages get the same behaviour without React from theme-switch-static.ts (decision 0033).
 */
export function ThemeSwitch() {
  const { setting, setTheme } = useTheme();
  return (
    <RadioGroup.Root
      aria-label="Farbschema"
      value={setting}
      onValueChange={(value) => {
        if (isSetting(value)) setTheme(value);
      }}
      orientation="horizontal"
      loop
      className="inline-flex rounded-md border border-border bg-card p-0.5"
      // On a pre-rendered page attachThemeSwitch takes this markup over; without JavaScript it is hidden.
      data-theme-switch=""
      data-needs-js=""
    >
      {options.map(({ value, label, Icon }) => (
        <RadioGroup.Item
          key={value}
          value={value}
          aria-label={label}
          title={label}
          // Radix selects on an arrow key only while the key is still down when focus arrives
          // (focus moves in a timeout); a quick press could move focus without selecting.
          // In a radio group focus and selection go together, so select on focus.
          onFocus={() => setTheme(value)}
          className="inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded text-muted-foreground hover:bg-muted data-[state=checked]:bg-accent data-[state=checked]:text-accent-foreground data-[state=checked]:hover:bg-accent"
        >
          <Icon className="h-4 w-4" aria-hidden />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
