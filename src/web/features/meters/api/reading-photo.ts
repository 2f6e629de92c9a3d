import type { MeterReadingDto } from "@/shared/meter-types";
import { apiFetch } from "@/web/lib/api";

const photoPath = (readingId: string) => `/meter-readings/${encodeURIComponent(readingId)}/photo`;

/** POST /meter-readings/:id/photo: sets or replaces the reading's photo. */
export function uploadReadingPhoto(readingId: string, file: File): Promise<MeterReadingDto> {
  const form = new FormData();
  form.append("file", file);
  return apiFetch<MeterReadingDto>(photoPath(readingId), { method: "POST", body: form });
}

/** DELETE /meter-readings/:id/photo. */
export const deleteReadingPhoto = (readingId: string) => apiFetch<void>(photoPath(readingId), { method: "DELETE" });
