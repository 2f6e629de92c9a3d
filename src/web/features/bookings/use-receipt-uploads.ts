import { useRef, useState } from "react";
import { toast } from "sonner";
import type { ReceiptDto } from "@/shared/booking-types";
import { messages } from "@/shared/messages";
import { errorMessage } from "@/web/lib/errors";
import { deleteReceipt, uploadReceipt } from "@/web/features/receipts";

export type ReceiptItem =
  | { key: string; state: "uploading"; fileName: string }
  | { key: string; state: "failed"; fileName: string; error: string }
  /** `attached`: saved with the booking; otherwise pending until the save attaches it. */
  | { key: string; state: "ready"; fileName: string; receipt: ReceiptDto; attached: boolean };

/**
 * The receipts of one dialog opening. A picked file is uploaded at once (pending); the
 * save sends the pending ids. Removing a pending receipt deletes it right away; removing
 * an attached one waits for the save, so "Abbrechen" keeps it.
 */
export function useReceiptUploads(attached: readonly ReceiptDto[]) {
  const nextKey = useRef(0);
  const [items, setItems] = useState<ReceiptItem[]>(() => attached.map(asAttached));
  const [removedAttached, setRemovedAttached] = useState<string[]>([]);

  const patch = (key: string, item: ReceiptItem | null) => setItems((list) => (item ? list.map((i) => (i.key === key ? item : i)) : list.filter((i) => i.key !== key)));

  const add = (files: Iterable<File>) =>
    Promise.all(
      [...files].map(async (file) => {
        const key = `new-${nextKey.current++}`;
        setItems((list) => [...list, { key, state: "uploading", fileName: file.name }]);
        try {
          const receipt = await uploadReceipt(file);
          patch(key, { key, state: "ready", fileName: receipt.fileName, receipt, attached: false });
        } catch (err) {
          // 413 too large, 415 wrong type: the server's German message names the problem.
          const error = errorMessage(err, messages.uploadReceiptFailed);
          toast.error(`${file.name}: ${error}`);
          patch(key, { key, state: "failed", fileName: file.name, error });
        }
      }),
    );

  const remove = async (item: ReceiptItem) => {
    if (item.state === "ready" && item.attached) {
      setRemovedAttached((ids) => [...ids, item.receipt.id]);
    } else if (item.state === "ready") {
      try {
        await deleteReceipt(item.receipt.id);
      } catch (err) {
        toast.error(errorMessage(err, messages.removeReceiptFailed));
        return;
      }
    }
    patch(item.key, null);
  };

  /** After a successful save: the attached receipts the user removed go now. */
  const commitRemovals = async () => {
    for (const id of removedAttached) {
      await deleteReceipt(id).catch((err: unknown) => toast.error(errorMessage(err, messages.removeReceiptFailed)));
    }
  };

  /** After a reload (409 stale): the stored receipts, plus what this opening uploaded. */
  const resetAttached = (fresh: readonly ReceiptDto[]) => {
    setItems((list) => [...fresh.filter((r) => !removedAttached.includes(r.id)).map(asAttached), ...list.filter((i) => !(i.state === "ready" && i.attached))]);
  };

  return {
    items,
    add,
    remove,
    commitRemovals,
    resetAttached,
    uploading: items.some((i) => i.state === "uploading"),
    pendingIds: items.flatMap((i) => (i.state === "ready" && !i.attached ? [i.receipt.id] : [])),
  };
}

const asAttached = (receipt: ReceiptDto): ReceiptItem => ({ key: receipt.id, state: "ready", fileName: receipt.fileName, receipt, attached: true });
