import { applyTheme, DARK_QUERY, isThemeSetting, readThemeSetting, storeThemeSetting, type ThemeSetting } from "@/web/lib/theme-setting";

const KEYS_BACK = new Set(["ArrowLeft", "ArrowUp"]);
const KEYS_ON = new Set(["ArrowRight", "ArrowDown"]);

/**
 * The theme switch of a pre-rendered page, without React: takes over the markup ThemeSwitch
 * rendered at build time and behaves like it (one Tab stop on the checked option, arrow keys
 * move and select with wrap-around, Home/End, click). Returns a function that detaches it.
 */
export function attachThemeSwitch(group: HTMLElement): () => void {
  const radios = [...group.querySelectorAll<HTMLElement>('[role="radio"]')];
  // Radix renders hidden form inputs on the server (it cannot know there is no form); there is none.
  group.querySelectorAll('input[aria-hidden="true"]').forEach((input) => input.remove());
  let setting: ThemeSetting = readThemeSetting();

  const render = () => {
    for (const radio of radios) {
      const checked = radio.getAttribute("value") === setting;
      radio.setAttribute("aria-checked", String(checked));
      radio.dataset.state = checked ? "checked" : "unchecked";
      radio.tabIndex = checked ? 0 : -1;
    }
  };
  const select = (value: string | null) => {
    if (!isThemeSetting(value) || value === setting) return;
    setting = value;
    storeThemeSetting(value);
    applyTheme(value);
    render();
  };
  const radioOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('[role="radio"]') : null);

  const onClick = (e: MouseEvent) => select(radioOf(e.target)?.getAttribute("value") ?? null);
  // As in ThemeSwitch: in a radio group focus and selection go together.
  const onFocusIn = (e: FocusEvent) => select(radioOf(e.target)?.getAttribute("value") ?? null);
  const onKeyDown = (e: KeyboardEvent) => {
    const current = radioOf(e.target);
    if (!current) return;
    const i = radios.indexOf(current);
    const n = radios.length;
    let next: number | undefined;
    if (KEYS_BACK.has(e.key)) next = (i - 1 + n) % n;
    else if (KEYS_ON.has(e.key)) next = (i + 1) % n;
    else if (e.key === "Home") next = 0;
    else if (e.key === "End") next = n - 1;
    if (next === undefined) return;
    e.preventDefault();
    radios[next]!.focus();
  };
  const media = window.matchMedia(DARK_QUERY);
  const onSystemChange = () => {
    if (setting === "system") applyTheme("system");
  };

  render();
  group.addEventListener("click", onClick);
  group.addEventListener("focusin", onFocusIn);
  group.addEventListener("keydown", onKeyDown);
  media.addEventListener("change", onSystemChange);
  return () => {
    group.removeEventListener("click", onClick);
    group.removeEventListener("focusin", onFocusIn);
    group.removeEventListener("keydown", onKeyDown);
    media.removeEventListener("change", onSystemChange);
  };
}
