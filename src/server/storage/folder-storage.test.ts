import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFolderStorage } from "./folder-storage";

// The folder storage alone (the API tests run it, and database storage, behind the routes).
describe("folder storage", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "hausbuch-docs-"));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const key = () => ({ workspaceId: crypto.randomUUID(), id: crypto.randomUUID() });

  it("puts, gets, replaces and deletes under <workspace>/<id>, leaving no temp file", async () => {
    const storage = createFolderStorage(root);
    const k = key();
    await storage.put(k, new Uint8Array([1, 2, 3]));
    expect(fs.readdirSync(path.join(root, k.workspaceId))).toEqual([k.id]);
    expect([...(await storage.get(k))!]).toEqual([1, 2, 3]);
    await storage.put(k, new Uint8Array([4]));
    expect([...(await storage.get(k))!]).toEqual([4]);
    await storage.delete(k);
    expect(await storage.get(k)).toBeNull();
    await storage.delete(k); // nothing there is fine
    expect(fs.readdirSync(path.join(root, k.workspaceId))).toEqual([]);
  });

  it("never turns a key that is not two ids into a path", async () => {
    const storage = createFolderStorage(root);
    await expect(storage.put({ workspaceId: "..", id: crypto.randomUUID() }, new Uint8Array([1]))).rejects.toThrow(/Ungültiger Dokumentschlüssel/);
    await expect(storage.get({ workspaceId: crypto.randomUUID(), id: "../../etc/passwd" })).rejects.toThrow(/Ungültiger Dokumentschlüssel/);
  });

  it("lists its documents and removes only old temp files of unfinished writes", async () => {
    const storage = createFolderStorage(root);
    expect(await storage.list()).toEqual([]); // no folder yet
    const k = key();
    await storage.put(k, new Uint8Array([1]));
    const dir = path.join(root, k.workspaceId);
    fs.writeFileSync(path.join(dir, `${k.id}.tmp-abc123`), "halb");
    fs.writeFileSync(path.join(dir, `${crypto.randomUUID()}.tmp-def456`), "neu");
    const old = new Date(Date.now() - 3 * 60 * 60 * 1000);
    fs.utimesSync(path.join(dir, `${k.id}.tmp-abc123`), old, old);
    fs.writeFileSync(path.join(dir, "notiz.txt"), "fremd");

    expect((await storage.list()).map((f) => f.key)).toEqual([k]);
    expect(await storage.removeTempFiles(new Date(Date.now() - 60 * 60 * 1000))).toBe(1);
    const left = fs.readdirSync(dir);
    expect(left).toHaveLength(3);
    expect(left).toEqual(expect.arrayContaining([k.id, expect.stringMatching(/\.tmp-def456$/), "notiz.txt"]));
  });
});
