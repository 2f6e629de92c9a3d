import { memberPresetLabels, memberPresetRoles, roleLabels, type MemberPreset, type Role } from "@/shared/enums";

/** What the role select offers: the three roles and the named presets (the tax advisor). */
export type RoleChoice = Role | MemberPreset;

export const roleChoices: Array<{ value: RoleChoice; label: string; short: string }> = [
  { value: "admin", label: `${roleLabels.admin} – verwaltet Portfolio und Team`, short: roleLabels.admin },
  { value: "editor", label: `${roleLabels.editor} – erfasst und ändert Daten`, short: roleLabels.editor },
  { value: "viewer", label: `${roleLabels.viewer} – sieht alles, ändert nichts`, short: roleLabels.viewer },
  { value: "tax_advisor", label: memberPresetLabels.tax_advisor, short: memberPresetLabels.tax_advisor },
];

const isPreset = (choice: RoleChoice): choice is MemberPreset => choice in memberPresetRoles;

/** The API's pair for a choice; the server derives the role from a preset the same way. */
export const choiceToRole = (choice: RoleChoice): { role: Role; preset: MemberPreset | null } =>
  isPreset(choice) ? { role: memberPresetRoles[choice], preset: choice } : { role: choice, preset: null };

export const roleToChoice = (role: Role, preset: MemberPreset | null): RoleChoice => preset ?? role;

/** "Leser" or "Steuerberater/in (nur lesen)": how the team list names a member's role. */
export const roleText = (role: Role, preset: MemberPreset | null) => (preset ? memberPresetLabels[preset] : roleLabels[role]);
