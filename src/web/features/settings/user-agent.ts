/**
 * "Chrome unter Windows" from a browser's User-Agent, for the session list. Only the common
 * browsers and systems by name; anything else stays "Unbekannter Browser". Order matters:
 * Edge and Opera also say "Chrome", Chrome also says "Safari".
 */
const browsers: Array<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS/, "Firefox"],
  [/Chrome\/|CriOS|Chromium/, "Chrome"],
  [/Safari\//, "Safari"],
];
const systems: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return "Unbekanntes Gerät";
  const browser = browsers.find(([re]) => re.test(userAgent))?.[1] ?? "Unbekannter Browser";
  const system = systems.find(([re]) => re.test(userAgent))?.[1];
  return system ? `${browser} unter ${system}` : browser;
}
