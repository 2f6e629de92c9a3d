import { apiFetch } from "@/web/lib/api";

/**
 * DELETE /receipts/:id (204): a pending receipt the user removed again, or an attached one
 * removed from its booking. The server answers 404 for another workspace's receipt.
 */
export const deleteReceipt = (id: string) => apiFetch<void>(`/receipts/${encodeURIComponent(id)}`, { method: "DELETE" });
