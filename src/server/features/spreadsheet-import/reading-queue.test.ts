import { describe, expect, it } from "vitest";
import { oneReadingAtATime } from "./reading-queue";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("oneReadingAtATime", () => {
  it("runs readings one after the other, in the order they came, also after a failure", async () => {
    const log: string[] = [];
    const reading = (name: string, fail = false) => async () => {
      log.push(`${name} an`);
      await tick();
      log.push(`${name} aus`);
      if (fail) throw new Error(name);
      return name;
    };
    const results = await Promise.allSettled([oneReadingAtATime(reading("a")), oneReadingAtATime(reading("b", true)), oneReadingAtATime(reading("c"))]);
    expect(log).toEqual(["a an", "a aus", "b an", "b aus", "c an", "c aus"]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  });
});
