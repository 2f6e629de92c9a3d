import { Monitor, Moon, Sun } from "lucide-react";
import { useTheme, type ThemeSetting } from "@/web/lib/theme";
import { cn } from "@/web/lib/cn";

const options: Array<{ value: ThemeSetting; label: string; Icon: typeof Sun }> = [
  { value: "light", label: "Hell", Icon: Sun },
  { value: "dark", label: "Dunkel", Icon: Moon },
  { value: "system", label: "System", Icon: Monitor },
];

/** Light / dark / system, stored under `hausbuch-theme`. */
export function ThemeSwitch() {
  const { setting, setTheme } = useTheme();
  return (
    <div role="radiogroup" aria-label="Farbschema" className="inline-flex rounded-md border border-border bg-card p-0.5">
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={setting === value}
          aria-label={label}
          title={label}
          onClick={() => setTheme(value)}
          className={cn(
            "inline-flex h-8 w-8 items-center justify-center rounded cursor-pointer",
            setting === value ? "bg-accent text-accent-foreground" : "text-muted-foreground hover:bg-muted",
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
        </button>
      ))}
    </div>
  );
}
