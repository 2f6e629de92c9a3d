// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@/web/lib/api";
import { mockApi } from "@/web/lib/test-utils";
import { selectWorkspace } from "@/web/lib/workspace";
import { deleteReceipt, receiptFileUrl, uploadReceipt } from "@/web/features/receipts";

const receipt = { id: "0b6f2a4e-6c1f-4a7e-9a43-5d0e3c2b1a00", fileName: "rechnung.pdf", mediaType: "application/pdf", sizeBytes: 9, createdAt: "2026-03-01T10:00:00.000Z" };

afterEach(() => selectWorkspace(null));

describe("uploadReceipt", () => {
  it("sends the file as multipart field `file` with the workspace header and returns the receipt", async () => {
    selectWorkspace("ws-1");
    const { fetchMock } = mockApi({ "POST /receipts": { status: 201, body: receipt } });
    const file = new File(["%PDF-1.4\n"], "rechnung.pdf", { type: "application/pdf" });
    await expect(uploadReceipt(file)).resolves.toEqual(receipt);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/v1/receipts");
    expect(init?.method).toBe("POST");
    const body = init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get("file") as File).name).toBe("rechnung.pdf");
    const headers = init?.headers as Record<string, string>;
    expect(headers["X-Workspace-Id"]).toBe("ws-1");
    expect(headers["Content-Type"]).toBeUndefined(); // the browser adds the boundary
  });

  it("fails with the server's German text and code", async () => {
    mockApi({ "POST /receipts": { status: 415, body: { message: "Dieser Dateityp wird nicht unterstützt. Bitte lade ein PDF, JPEG, PNG oder HEIC hoch.", details: null, hint: null, code: "unsupported_media_type" } } });
    const error = await uploadReceipt(new File(["Text"], "a.pdf")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
    expect((error as ApiError).message).toBe("Dieser Dateityp wird nicht unterstützt. Bitte lade ein PDF, JPEG, PNG oder HEIC hoch.");
  });

  it("does not send a file over 20 MB: the same 413 as the server's", async () => {
    const { fetchMock } = mockApi({});
    const big = new File([new Uint8Array(20 * 1024 * 1024 + 1)], "gross.pdf");
    const error = await uploadReceipt(big).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).message).toBe("Die Datei ist zu groß: Ein Beleg darf höchstens 20 MB haben.");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("deleteReceipt", () => {
  it("deletes the receipt in the workspace the user works in", async () => {
    selectWorkspace("ws-2");
    const { fetchMock } = mockApi({ [`DELETE /receipts/${receipt.id}`]: { status: 204 } });
    await expect(deleteReceipt(receipt.id)).resolves.toBeUndefined();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/v1/receipts/${receipt.id}`);
    expect(init?.method).toBe("DELETE");
    expect((init?.headers as Record<string, string>)["X-Workspace-Id"]).toBe("ws-2");
  });

  it("fails with the server's German text", async () => {
    mockApi({ [`DELETE /receipts/${receipt.id}`]: { status: 404, body: { message: "Der Beleg wurde nicht gefunden.", details: null, hint: null, code: "not_found" } } });
    const error = await deleteReceipt(receipt.id).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).message).toBe("Der Beleg wurde nicht gefunden.");
  });
});

describe("receiptFileUrl", () => {
  it("names the receipt, the workspace the user works in and the download wish", () => {
    expect(receiptFileUrl(receipt.id)).toBe(`/api/v1/receipts/${receipt.id}/file`);
    selectWorkspace("3f0c4b1e-0000-4000-8000-000000000001");
    expect(receiptFileUrl(receipt.id)).toBe(`/api/v1/receipts/${receipt.id}/file?workspace=3f0c4b1e-0000-4000-8000-000000000001`);
    expect(receiptFileUrl(receipt.id, { download: true })).toBe(`/api/v1/receipts/${receipt.id}/file?workspace=3f0c4b1e-0000-4000-8000-000000000001&download=1`);
  });
});
