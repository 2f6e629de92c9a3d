import { apiFetch } from "@/web/lib/api";

export type ImportedWorkspace = { workspace: { id: string; name: string }; rows: number; files: number };

/** POST /workspace/import: the export's ZIP becomes a new portfolio of the caller. */
export function importWorkspace(file: File): Promise<ImportedWorkspace> {
  const form = new FormData();
  form.append("file", file);
  return apiFetch<ImportedWorkspace>("/workspace/import", { method: "POST", body: form });
}
